import type { SigningKeys } from '../common/purpose-signature.js';

/** The buyer's link to an invoice PDF (thank-you page, e-mail, /my-booking): unforgeable, no sign-in. */
export function invoicePdfPath(keys: SigningKeys, invoiceId: number): string {
  return `/api/invoices/${invoiceId}/pdf?signature=${keys.sign('invoice', String(invoiceId))}`;
}

export function isInvoiceSignature(keys: SigningKeys, invoiceId: number, signature: unknown): boolean {
  return keys.verify('invoice', String(invoiceId), signature);
}

/** 'RL/2026-27/000123' → 'RL-2026-27-000123.pdf'. */
export function invoiceFileName(number: string): string {
  return `${number.replace(/\//g, '-')}.pdf`;
}
