/**
 * SQL of the registrations module's early-bird places (DESIGN.md 3), one counter row per edition
 * (`counters.key = 'early_bird:<edition id>'`, made by the first capture that takes a place): it
 * counts places taken by captured payments only, so unpaid holds cannot move the price.
 */

/** The counter row of an edition's early-bird places. */
export function earlyBirdCounterKey(editionId: number): string {
  return `early_bird:${editionId}`;
}

/**
 * Whether the early-bird tier is quoted now: captured payments have left a place and the
 * edition's early-bird end time (if any) has not passed. Only reads the counter (a hold takes
 * nothing). `limit`, `counterKey` and `endsAt` are bind parameters such as '$1'.
 */
export function earlyBirdOpenSql(limit: string, counterKey: string, endsAt: string): string {
  return `(coalesce((SELECT value < ${limit} FROM counters WHERE key = ${counterKey}), ${limit} > 0)
    AND (${endsAt}::timestamptz IS NULL OR now() < ${endsAt}::timestamptz))`;
}

/**
 * At capture, in one statement: a registration quoted early-bird takes a place of its edition's
 * counter if one is left (the edition's places, else $2, the EARLY_BIRD_LIMIT setting); otherwise
 * its quoted price is honoured and, when that price was the early-bird ticket (no kit), the booking
 * is marked over the limit. $1 is the registration. Nothing else increments a counter.
 */
export const TAKE_PLACE_AT_CAPTURE_SQL = `
  WITH edition AS (
    SELECT 'early_bird:' || r.edition_id AS key, coalesce(e.early_bird_places, $2) AS places
    FROM registrations r JOIN editions e ON e.id = r.edition_id
    WHERE r.id = $1 AND r.early_bird_quoted),
  place AS (
    INSERT INTO counters (key, value) SELECT key, 1 FROM edition WHERE places > 0
    ON CONFLICT (key) DO UPDATE SET value = counters.value + 1
      WHERE counters.value < (SELECT places FROM edition)
    RETURNING value)
  UPDATE registrations SET holds_early_bird = EXISTS (SELECT 1 FROM place),
    early_bird_over_limit = NOT EXISTS (SELECT 1 FROM place) AND NOT takeaway_kit, updated_at = now()
  WHERE id = $1 AND early_bird_quoted`;

/** Gives back the place a registration's capture took, to its edition's counter. $1 is the registration. */
export const RELEASE_PLACE_SQL = `
  UPDATE counters SET value = value - 1
  WHERE key = (SELECT 'early_bird:' || edition_id FROM registrations WHERE id = $1) AND value > 0`;
