/**
 * The hoarding alarm decided inside a hold's own statement: an extra condition for the UPDATE that
 * takes a seat or stock, true while the live holds after this one stay within `share` of what is
 * left after it, a hard cap that no challenge lifts. A hold with no other live hold beside it
 * (`heldAfter` = `taken`) always passes: else the last few seats or units, where any hold outweighs
 * the share of what is left, could never be held at all; they go one hold at a time.
 * The counters it reads (`venues.held_seats`, `products.held_units`) are on the row the UPDATE
 * locks, so simultaneous holds, from any process, are judged one after another.
 * Bind parameters or column expressions; a share of 0 lets every hold through.
 */
export function withinAlarmShareSql(share: string, heldAfter: string, leftAfter: string, taken: string): string {
  return `(${share}::numeric = 0 OR (${heldAfter}) <= greatest(${share}::numeric * (${leftAfter}), ${taken}))`;
}

/** A hold refused only because it would take live holds past the alarm share: answered 429 `HOLDS_BUSY`. */
export class AlarmShareReached extends Error {
  constructor() {
    super('Live holds would exceed the hoarding alarm share');
    this.name = 'AlarmShareReached';
  }
}
