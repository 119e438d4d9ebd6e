/** A staff preview of an edition's landing page: `/?edition=…` and its data, `/api/edition?edition=…`. */
const EDITION_PREVIEW = /^\/(api\/edition)?\?(.*&)?edition=/;

/**
 * The only paths where a session can matter (design §7): the admin's, the lookups of a booking
 * or order by id, which show staff the whole record (my-booking/record-access.ts), and an
 * edition preview (editions/edition-preview.ts). Everything else, above all the public reads and
 * the landing page without a preview, skips session handling entirely.
 */
export function usesSession(url: string): boolean {
  const [path = url] = url.split('?', 1);
  return (
    EDITION_PREVIEW.test(url) ||
    path === '/api/login' ||
    path === '/api/logout' ||
    path.startsWith('/api/auth/') ||
    path.startsWith('/api/admin/') ||
    path.startsWith('/api/registration-details/') ||
    path.startsWith('/api/order-details/')
  );
}
