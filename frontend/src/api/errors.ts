import type { SerializedError } from '@reduxjs/toolkit';
import type { ApiError } from './base-query';

function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && 'message' in error && 'status' in error;
}

/** The readable message of a failed call (`"409: Venue is full"`), or the fallback. */
export function errorMessage(error: ApiError | SerializedError | undefined, fallback: string): string {
  if (isApiError(error)) return error.message;
  return error?.message || fallback;
}

/** The body text of a failed call that reached the server (`"409: {...}"` → `{...}`). */
function bodyText(error: unknown): { status: number; text: string } | undefined {
  const { status, message } = (error ?? {}) as Partial<ApiError>;
  if (typeof status !== 'number' || !message) return undefined;
  const text = message.replace(/^\d{3}: /, '').trim();
  return text ? { status, text } : undefined;
}

const NOT_JSON = Symbol('not JSON');

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}

/** The JSON body of a failed call as an object, or undefined when it had none. */
export function errorBody(error: unknown): Record<string, unknown> | undefined {
  const body = bodyText(error);
  const parsed = body ? parseJson(body.text) : undefined;
  return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
}

export interface ServerMessageOptions {
  /** A body that is not JSON is the server's message as it is. */
  plainText?: boolean;
  /** Only a refusal (4xx) counts; a server failure leaves the caller's own text. */
  clientErrorsOnly?: boolean;
}

/**
 * The server's own words from a failed call: the `message` of its JSON error body (a list is
 * joined with '. '). Undefined when the call never reached the server or the body said nothing.
 */
export function serverMessage(error: unknown, options: ServerMessageOptions = {}): string | undefined {
  const body = bodyText(error);
  if (!body || (options.clientErrorsOnly && (body.status < 400 || body.status >= 500))) return undefined;
  const parsed = parseJson(body.text);
  if (parsed === NOT_JSON) return options.plainText ? body.text : undefined;
  const message = (parsed as { message?: unknown } | null)?.message;
  if (Array.isArray(message)) return message.join('. ') || undefined;
  return typeof message === 'string' && message ? message : undefined;
}

/** spec §8's fixed failure text, followed by the server's reason when it gave one. */
export function failureText(error: unknown, fallback: string): string {
  const reason = serverMessage(error, { plainText: true });
  return reason && reason !== fallback ? `${fallback}: ${reason}` : fallback;
}
