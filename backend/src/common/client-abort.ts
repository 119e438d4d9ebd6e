/** Node's error when the HTTP client itself hangs up mid-request ("aborted", ECONNRESET): nothing of ours failed. */
export const isClientAbort = (err: unknown): boolean =>
  (err as { message?: unknown } | undefined)?.message === 'aborted';
