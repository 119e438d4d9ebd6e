import { useEffect } from 'react';

/** Sets the tab title while the page is shown and restores the previous one on leaving. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
