import { splitLanguagePath } from '@robo/domain';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * The path the document was loaded at, until the first page has mounted, as the router names it
 * (without a language prefix: `/hi/` is the router's `/`). The browser placed that page's scroll
 * (and a reader may have scrolled while the app started on a slow phone), so it is left where it is.
 */
let loadedPath: string | null = typeof window === 'undefined' ? null : splitLanguagePath(window.location.pathname).path;

/** A new page starts at the top; in-page anchors (#booking) keep the browser's own scrolling. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    const firstPage = pathname === loadedPath;
    loadedPath = null;
    if (!firstPage) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
