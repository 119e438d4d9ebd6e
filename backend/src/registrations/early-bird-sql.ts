/**
 * Public SQL of the registrations module's early-bird places (counter 'early_bird', DESIGN.md 3):
 * the fragment the hold statement and `PricingService` embed. Nothing else changes the counter.
 */

/**
 * The one statement that takes an early-bird place: returns a row when one was left. `limit` is
 * a bind parameter such as '$1'; `onlyIf` an extra SQL condition when it is used as a CTE.
 */
export function takeEarlyBirdPlaceSql(limit: string, onlyIf = 'true'): string {
  return `UPDATE counters SET value = value + 1 WHERE key = 'early_bird' AND value < ${limit} AND ${onlyIf} RETURNING value`;
}
