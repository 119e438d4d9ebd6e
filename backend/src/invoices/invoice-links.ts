import type { SigningKeys } from '../common/purpose-signature.js';

/** What a buyer's invoice link is worth: the PDF, a link past its date, or nothing (forged, altered). */
export type InvoiceLinkCheck = 'valid' | 'expired' | 'forged';

const EXPIRES_RE = /^\d{1,12}$/;

/**
 * The buyer's link to an invoice PDF (thank-you page, e-mail, /my-booking): unforgeable, no
 * sign-in, and working until `expires` (Unix seconds, signed with the id), so a link that travels
 * in a screenshot or a forwarded message stops opening the buyer's address after a while.
 */
export function invoicePdfPath(keys: SigningKeys, invoiceId: number, expires: Date): string {
  const until = String(Math.floor(expires.getTime() / 1000));
  return `/api/invoices/${invoiceId}/pdf?expires=${until}&signature=${keys.sign('invoice', `${invoiceId}|${until}`)}`;
}

/** A signed link without `expires` was issued before links expired: it counts as expired. */
export function checkInvoiceLink(
  keys: SigningKeys,
  invoiceId: number,
  expires: unknown,
  signature: unknown,
  now = new Date(),
): InvoiceLinkCheck {
  if (expires === undefined) return signature === undefined ? 'forged' : 'expired';
  if (typeof expires !== 'string' || !EXPIRES_RE.test(expires)) return 'forged';
  if (!keys.verify('invoice', `${invoiceId}|${expires}`, signature)) return 'forged';
  return Number(expires) * 1000 < now.getTime() ? 'expired' : 'valid';
}

/** 'RL/2026-27/000123' → 'RL-2026-27-000123.pdf'. */
export function invoiceFileName(number: string): string {
  return `${number.replace(/\//g, '-')}.pdf`;
}
