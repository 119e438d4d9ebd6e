import type { SerializedError } from '@reduxjs/toolkit';
import type { ApiError } from '../../../api/base-query';

/**
 * The server's own words from a failed call: the `message` of a JSON error body
 * (`"409: {"statusCode":409,"message":"..."}"` → `"..."`), or the plain body text.
 * Undefined when the call never reached the server or the body said nothing.
 */
export function serverMessage(error: ApiError | SerializedError | undefined): string | undefined {
  if (!error || typeof (error as ApiError).status !== 'number' || !error.message) return undefined;
  const body = error.message.replace(/^\d{3}: /, '').trim();
  if (!body) return undefined;
  try {
    const parsed: unknown = JSON.parse(body);
    const message = (parsed as { message?: unknown } | null)?.message;
    if (Array.isArray(message)) return message.join('. ') || undefined;
    return typeof message === 'string' && message ? message : undefined;
  } catch {
    return body;
  }
}

/** SPEC 8's fixed failure text, followed by the server's reason when it gave one. */
export function failureText(error: ApiError | SerializedError | undefined, fallback: string): string {
  const reason = serverMessage(error);
  return reason && reason !== fallback ? `${fallback}: ${reason}` : fallback;
}
