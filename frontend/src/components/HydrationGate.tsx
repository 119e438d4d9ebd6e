import type { ReactNode } from 'react';
import { useHydrated } from '../hooks/useHydrated';

/**
 * Keeps the form controls inside disabled until React has hydrated the server's HTML, since their
 * handlers are attached only then: a click or keystroke before that would be lost. The fieldset
 * takes no box of its own (display: contents), and only it re-renders when hydration completes.
 */
export function HydrationGate({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} style={{ display: 'contents' }}>
      {children}
    </fieldset>
  );
}
