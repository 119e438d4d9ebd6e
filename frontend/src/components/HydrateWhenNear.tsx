import { use, type ReactNode } from 'react';
import { useHydrated } from '../hooks/useHydrated';

/** How far beyond the screen a part starts hydrating: half a screen ahead of the reader. */
const AHEAD = '50% 0px';
const TOUCHES = ['pointerdown', 'focusin', 'keydown'] as const;

/** One promise per element id, kept once settled: React asks again when it retries the part. */
const nearing = new Map<string, Promise<void>>();

/**
 * Resolves once the element `id` comes within half a screen of the viewport or is touched, focused
 * or typed into; at once where there is no such element or no IntersectionObserver.
 */
function whenNear(id: string): Promise<void> {
  const element = document.getElementById(id);
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  let promise = nearing.get(id);
  if (!promise) {
    promise = new Promise((resolve) => {
      const done = () => {
        observer.disconnect();
        for (const type of TOUCHES) element.removeEventListener(type, done, true);
        resolve();
      };
      const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), {
        rootMargin: AHEAD,
      });
      observer.observe(element);
      for (const type of TOUCHES) element.addEventListener(type, done, true);
    });
    nearing.set(id, promise);
  }
  return promise;
}

/**
 * A part of a server-rendered page below the fold, hydrated only when the reader nears the element
 * `id` that holds it (docs/decisions.md, "Hydration when near"). Until then it suspends: the
 * Suspense boundary around it keeps the server's HTML on screen and React spends nothing on it, so
 * the first screen becomes interactive sooner on a slow phone. Rendered by the client (after a
 * navigation), it renders at once.
 */
export function HydrateWhenNear({ id, children }: { id: string; children: ReactNode }) {
  const hydrated = useHydrated();
  if (!hydrated && typeof document !== 'undefined') use(whenNear(id));
  return children;
}
