import type { SerializedError } from '@reduxjs/toolkit';
import type { ErrorBody, ErrorCode } from '@robo/domain';
import type { ApiError, HttpError } from './base-query';

/** A failed call that reached the server (its status and body), as opposed to a network failure. */
function httpError(error: unknown): HttpError | undefined {
  const { status, data } = (error ?? {}) as Partial<HttpError>;
  return typeof status === 'number' && data !== undefined ? { status, data } : undefined;
}

/**
 * What to tell a person about a failed call: the server's own words (serverMessage, a text body
 * included), else why no answer came (`Failed to fetch`), else the fallback. Never a status code
 * or a JSON body.
 */
export function errorMessage(error: ApiError | SerializedError | undefined, fallback: string): string {
  if (httpError(error)) return serverMessage(error, { plainText: true }) ?? fallback;
  return (error as { message?: string } | undefined)?.message || fallback;
}

/** The JSON error body of a failed call, or undefined when it had none. */
export function errorBody(error: unknown): ErrorBody | undefined {
  const data = httpError(error)?.data;
  return typeof data === 'object' ? data : undefined;
}

/** The reason code of a refusal (`VENUE_FULL`...): what callers switch on, never the message. */
export function errorCode(error: unknown): ErrorCode | undefined {
  return errorBody(error)?.code;
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
  const http = httpError(error);
  if (!http || (options.clientErrorsOnly && (http.status < 400 || http.status >= 500))) return undefined;
  if (typeof http.data === 'string') return (options.plainText && http.data.trim()) || undefined;
  const message: unknown = http.data.message;
  if (Array.isArray(message)) return message.join('. ') || undefined;
  return typeof message === 'string' && message ? message : undefined;
}

/** spec §8's fixed failure text, followed by the server's reason when it gave one. */
export function failureText(error: unknown, fallback: string): string {
  const reason = serverMessage(error, { plainText: true });
  return reason && reason !== fallback ? `${fallback}: ${reason}` : fallback;
}
