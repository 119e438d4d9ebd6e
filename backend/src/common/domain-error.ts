/** Expected business failures, each mapped to one HTTP status by the error filter. */
export type DomainErrorCode =
  | 'INVALID' // 400
  | 'UNAUTHORIZED' // 401
  | 'FORBIDDEN' // 403
  | 'NOT_FOUND' // 404
  | 'CONFLICT' // 409
  | 'PAYLOAD_TOO_LARGE' // 413
  | 'GATEWAY_UNAVAILABLE'; // 502

export const DOMAIN_ERROR_STATUS: Record<DomainErrorCode, number> = {
  INVALID: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  GATEWAY_UNAVAILABLE: 502,
};

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    /** Extra fields the client may use (e.g. the current price after a 409). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const notFound = (message: string) => new DomainError('NOT_FOUND', message);
export const conflict = (message: string, details?: Record<string, unknown>) => new DomainError('CONFLICT', message, details);
export const invalid = (message: string) => new DomainError('INVALID', message);
