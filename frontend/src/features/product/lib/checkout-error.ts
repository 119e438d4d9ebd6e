import type { SerializedError } from '@reduxjs/toolkit';
import type { ApiError } from '../../../api/base-query';

/**
 * The server's own explanation of a refused order (e.g. "Only 2 left in stock..."), read from
 * the JSON body of a 4xx answer; undefined for anything else, so the caller's fallback shows.
 */
export function refusalReason(error: unknown): string | undefined {
  const { status, message } = (error ?? {}) as Partial<ApiError> & Partial<SerializedError>;
  if (typeof status !== 'number' || status < 400 || status >= 500 || !message) return undefined;
  try {
    const body = JSON.parse(message.replace(/^\d{3}: /, '')) as { message?: unknown };
    return typeof body.message === 'string' && body.message ? body.message : undefined;
  } catch {
    return undefined;
  }
}
