import type { ReactNode } from 'react';
import { useHydrated } from '../hooks/useHydrated';

/** How far beyond the screen a part starts hydrating: half a screen ahead of the reader. */
const AHEAD = '50% 0px';
const TOUCHES = ['pointerdown', 'focusin', 'keydown'] as const;
/** A keyboard user walks the page with Tab, and disabled fields not yet hydrated are skipped: go ahead at the first Tab. */
const isTab = (event: KeyboardEvent) => event.key === 'Tab';
/** Set on `<html>` by public/load-app.js at a Tab pressed before the app ran (before React could ask). */
const TABBED_EARLY = 'data-tabbed';

/** Each deferred part by element id: waiting for the reader (the way to stop waiting), or ready. */
const parts = new Map<string, (() => void) | 'ready'>();

/**
 * What React waits on before hydrating the part held by element `id`, or nothing when it may
 * hydrate now: settled once the element comes within half a screen of the viewport or is touched,
 * focused or typed into, or Tab is pressed anywhere on the page; nothing at all where there is no
 * such element or no IntersectionObserver, or when Tab was pressed before the app ran.
 *
 * React asks once while it hydrates, and again only when the part may go ahead (the promise
 * settled) or when an update has reached it (a navigation, new data for its props or context).
 * Such an update cannot be applied to HTML React has not adopted, and a navigation would wait for
 * the part, so the part hydrates at once instead.
 */
function waitFor(id: string): Promise<void> | undefined {
  const part = parts.get(id);
  if (part === 'ready') return undefined;
  if (part) {
    part(); // stop waiting: React asked again before the reader came near
    return undefined;
  }
  const element = document.getElementById(id);
  if (!element || typeof IntersectionObserver === 'undefined') return undefined;
  if (document.documentElement.hasAttribute(TABBED_EARLY)) {
    parts.set(id, 'ready');
    return undefined;
  }
  let resolve = () => {};
  const promise = new Promise<void>((settle) => (resolve = settle));
  const onKey = (event: KeyboardEvent) => isTab(event) && hydrateNow();
  const hydrateNow = () => {
    observer.disconnect();
    for (const type of TOUCHES) element.removeEventListener(type, hydrateNow, true);
    document.removeEventListener('keydown', onKey, true);
    parts.set(id, 'ready');
    resolve();
  };
  const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && hydrateNow(), {
    rootMargin: AHEAD,
  });
  observer.observe(element);
  for (const type of TOUCHES) element.addEventListener(type, hydrateNow, true);
  document.addEventListener('keydown', onKey, true);
  parts.set(id, hydrateNow);
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
  if (!useHydrated() && typeof document !== 'undefined') {
    const waiting = waitFor(id);
    // Suspense's own protocol, not `use`: React asks again after the promise settles, or when
    // something reaches the part; in a render by the client it is not asked at all.
    if (waiting) throw waiting;
  }
  return children;
}
