/**
 * SQL of the registrations module's early-bird places (counter 'early_bird', DESIGN.md 3): the
 * counter counts places taken by captured payments only, so unpaid holds cannot move the price.
 */

/**
 * Whether the early-bird tier is quoted now: captured payments have left a place. Only reads the
 * counter (a hold takes nothing). `limit` is a bind parameter such as '$1'.
 */
export function earlyBirdOpenSql(limit: string): string {
  return `coalesce((SELECT value < ${limit} FROM counters WHERE key = 'early_bird'), false)`;
}

/**
 * At capture, in one statement: a registration quoted early-bird takes a place if one is left;
 * otherwise its quoted price is honoured and, when that price was the early-bird ticket (no kit),
 * the booking is marked over the limit. $1 is the registration, $2 the limit. Nothing else
 * increments the counter.
 */
export const TAKE_PLACE_AT_CAPTURE_SQL = `
  WITH place AS (
    UPDATE counters SET value = value + 1
    WHERE key = 'early_bird' AND value < $2 AND EXISTS (SELECT 1 FROM registrations WHERE id = $1 AND early_bird_quoted)
    RETURNING value)
  UPDATE registrations SET holds_early_bird = EXISTS (SELECT 1 FROM place),
    early_bird_over_limit = NOT EXISTS (SELECT 1 FROM place) AND NOT takeaway_kit, updated_at = now()
  WHERE id = $1 AND early_bird_quoted`;
