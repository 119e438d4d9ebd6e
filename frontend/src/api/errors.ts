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
