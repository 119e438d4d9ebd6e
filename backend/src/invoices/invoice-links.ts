import { isSignedFor, signFor } from '../common/purpose-signature.js';

const PURPOSE = 'invoice';

/** The buyer's link to an invoice PDF (thank-you page, e-mail, /my-booking): unforgeable, no sign-in. */
export function invoicePdfPath(secret: string, invoiceId: number): string {
  return `/api/invoices/${invoiceId}/pdf?signature=${signFor(secret, PURPOSE, String(invoiceId))}`;
}

export function isInvoiceSignature(secret: string, invoiceId: number, signature: unknown): boolean {
  return isSignedFor(secret, PURPOSE, String(invoiceId), signature);
}

/** 'RL/2026-27/000123' → 'RL-2026-27-000123.pdf'. */
export function invoiceFileName(number: string): string {
  return `${number.replace(/\//g, '-')}.pdf`;
}
