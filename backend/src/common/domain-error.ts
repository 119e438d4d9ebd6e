/**
 * What kind of refusal an error is; the one map from kind to HTTP status is below. Modules never
 * throw a kind: they throw one of their own reasons (`<module>.errors.ts`), whose code the client
 * switches on (`VENUE_FULL`, `PRICE_CHANGED`...) while the message stays for people.
 */
export type ErrorKind =
  'invalid' | 'unauthorized' | 'forbidden' | 'not_found' | 'conflict' | 'gone' | 'too_large' | 'gateway_unavailable';

export const ERROR_KIND_STATUS: Record<ErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  too_large: 413,
  gateway_unavailable: 502,
};

/** An expected business failure: answered with its kind's status, its reason `code` and message. */
export class DomainError extends Error {
  constructor(
    /** The reason, e.g. `VENUE_FULL`: what the client switches on. */
    readonly code: string,
    readonly kind: ErrorKind,
    message: string,
    /** Extra fields the client may use (e.g. the current price after a 409). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export type Refusal = (message: string, details?: Record<string, unknown>) => DomainError;

/**
 * A module's reasons for refusing, each with its kind: `const bookingError = reasons({ VENUE_FULL:
 * 'conflict' })`, then `throw bookingError.VENUE_FULL(MESSAGES.venueFull)`.
 */
export function reasons<const T extends Record<string, ErrorKind>>(
  kinds: T,
): { readonly [K in keyof T & string]: Refusal } {
  return Object.fromEntries(
    Object.entries(kinds).map(([code, kind]) => [
      code,
      (message: string, details?: Record<string, unknown>) => new DomainError(code, kind, message, details),
    ]),
  ) as { readonly [K in keyof T & string]: Refusal };
}
