import type { SerializedError } from '@reduxjs/toolkit';
import type { ApiError } from '../../../api/base-query';

type CallError = ApiError | SerializedError | undefined;

/** The JSON body of a failed call (`"409: {...}"` → `{...}`), or undefined when it had none. */
export function errorBody(error: CallError): Record<string, unknown> | undefined {
  if (!error || typeof (error as ApiError).status !== 'number' || !error.message) return undefined;
  try {
    const parsed: unknown = JSON.parse(error.message.replace(/^\d{3}: /, ''));
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The server's `message` for a toast, or the fallback when the call never got a readable answer. */
export function serverMessage(error: CallError, fallback: string): string {
  const message = errorBody(error)?.message;
  if (Array.isArray(message) && message.length > 0) return message.join('. ');
  return typeof message === 'string' && message ? message : fallback;
}
