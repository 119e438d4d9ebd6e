/**
 * What kind of refusal an error is; the one map from kind to HTTP status is below. Modules never
 * throw a kind: they throw one of their own reasons (`<module>.errors.ts`), whose code the client
 * switches on (`VENUE_FULL`, `PRICE_CHANGED`...) while the message stays for people.
 */
import type { ErrorBody, ErrorCode } from '@robo/domain';

export type ErrorKind =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'gone'
  | 'too_large'
  | 'unsupported_media_type'
  | 'too_many_requests'
  | 'internal'
  | 'gateway_unavailable'
  | 'unavailable';

export const ERROR_KIND_STATUS: Record<ErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  internal: 500,
  gateway_unavailable: 502,
  unavailable: 503,
};

/** An expected business failure: answered with its kind's status, its reason `code` and message. */
export class DomainError extends Error {
  constructor(
    /** The reason, e.g. `VENUE_FULL`: what the client switches on (libs/domain's ERROR_CODES). */
    readonly code: ErrorCode,
    readonly kind: ErrorKind,
    message: string,
    /** Extra fields the client may use (e.g. the current price after a 409). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** The HTTP status and body a domain error is answered with. */
export function answerOf(error: DomainError): { status: number; body: ErrorBody } {
  const status = ERROR_KIND_STATUS[error.kind];
  return { status, body: { ...error.details, statusCode: status, code: error.code, message: error.message } };
}

export type Refusal = (message: string, details?: Record<string, unknown>) => DomainError;

/**
 * A module's reasons for refusing, each with its kind: `const bookingError = reasons({ VENUE_FULL:
 * 'conflict' })`, then `throw bookingError.VENUE_FULL(MESSAGES.venueFull)`. A code missing from
 * libs/domain's ERROR_CODES fails typecheck (its kind must then be `never`).
 */
export function reasons<const T extends Partial<Record<ErrorCode, ErrorKind>>>(
  kinds: T & Record<Exclude<keyof T, ErrorCode>, never>,
): { readonly [K in keyof T & ErrorCode]: Refusal } {
  return Object.fromEntries(
    Object.entries(kinds).map(([code, kind]) => [
      code,
      (message: string, details?: Record<string, unknown>) =>
        new DomainError(code as ErrorCode, kind as ErrorKind, message, details),
    ]),
  ) as { readonly [K in keyof T & ErrorCode]: Refusal };
}
