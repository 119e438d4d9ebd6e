import { useEffect } from 'react';

export const DEFAULT_TITLE = 'RoboLeague 11th Edition — Robotics Workshop for Grades 1-9';

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
