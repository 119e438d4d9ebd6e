import { useEffect } from 'react';

export const SEARCH_ANALYTICS_DEBOUNCE_MS = 500;

/** Logs a store search once typing has paused (analytics events only go to the console). */
export function useSearchAnalytics(query: string, results: number | undefined): void {
  useEffect(() => {
    const trimmed = query.trim();
    if (!trimmed || results === undefined) return;
    const timer = setTimeout(
      () => console.info('[analytics] store_search', { query: trimmed, results }),
      SEARCH_ANALYTICS_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [query, results]);
}
