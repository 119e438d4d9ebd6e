/**
 * The only paths where a session can matter (design §7). Everything else, above all the
 * public reads, skips session handling entirely.
 */
export function usesSession(url: string): boolean {
  const [path = url] = url.split('?', 1);
  return (
    path === '/api/login' || path === '/api/logout' || path.startsWith('/api/auth/') || path.startsWith('/api/admin/')
  );
}
