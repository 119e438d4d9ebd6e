/**
 * The release token the server answered when this browser made a booking or order. Sent back as
 * `X-Release-Token`, it proves this browser made it, so the thank-you page gets the whole record
 * (QR code, invoice link) while anyone else with the id sees it masked (docs/security.md "Records
 * by id"). Kept per id in localStorage so a reload or a later visit shows the same.
 */
export type BookerRecord = 'booking' | 'order';

const storageKey = (record: BookerRecord, id: string) => `robo.booker.${record}.${id}`;

export function rememberBookerToken(record: BookerRecord, id: string, token: string): void {
  try {
    localStorage.setItem(storageKey(record, id), token);
  } catch {
    // Storage off or full (private mode): the page then shows the masked record, as to anyone else.
  }
}

/** The header proving this browser made the record, or none. */
export function bookerHeaders(record: BookerRecord, id: string): Record<string, string> {
  try {
    const token = localStorage.getItem(storageKey(record, id));
    return token ? { 'X-Release-Token': token } : {};
  } catch {
    return {};
  }
}
