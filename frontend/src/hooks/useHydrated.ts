import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while React hydrates server-rendered HTML, true in every render after
 * that (and at once in a page the client renders itself): for parts that only work with JavaScript.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * `value` once React has hydrated, undefined while it hydrates server HTML. For live data (seats,
 * prices) shown inside a lazy part of a server-rendered page: that part may hydrate after the data
 * has arrived, and must first render what the server rendered without it.
 */
export function useAfterHydration<T>(value: T): T | undefined {
  return useHydrated() ? value : undefined;
}
