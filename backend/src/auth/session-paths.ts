/**
 * The only paths where a session can matter (design §7): the admin's, and the lookups of a
 * booking or order by id, which show staff the whole record (my-booking/record-access.ts).
 * Everything else, above all the public reads, skips session handling entirely.
 */
export function usesSession(url: string): boolean {
  const [path = url] = url.split('?', 1);
  return (
    path === '/api/login' ||
    path === '/api/logout' ||
    path.startsWith('/api/auth/') ||
    path.startsWith('/api/admin/') ||
    path.startsWith('/api/registration-details/') ||
    path.startsWith('/api/order-details/')
  );
}
