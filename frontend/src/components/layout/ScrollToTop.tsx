import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** A new page starts at the top; in-page anchors (#booking) keep the browser's own scrolling. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
