/**
 * The check-in scanner's service worker (built by vite-plugin-pwa, frontend/vite.config.ts): it
 * precaches the app so /admin/check-in opens with no network. Scoped to that route only; the
 * public site has none.
 */
export function registerCheckInWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  navigator.serviceWorker.register('/check-in-sw.js', { scope: '/admin/check-in' }).catch(() => {
    // Without it the scanner still works online and offline once open; only a reload offline fails.
  });
}
