/**
 * Capped exponential backoff: the first retry after `firstMs`, each later one twice as late, never
 * later than `maxMs`. `attempts` counts the attempts made so far (at least 1).
 */
export function retryDelayMs(attempts: number, firstMs: number, maxMs: number): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  return Math.min(maxMs, firstMs * 2 ** exponent);
}
