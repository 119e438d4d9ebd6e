import type { EntityManager } from 'typeorm';
import { maybeOne } from './sql.js';

/** The hour (0-23) in India at `now`: daily digests go out from a configured hour. */
export function kolkataHour(now: Date): number {
  return Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', hourCycle: 'h23' }).format(now),
  );
}

/**
 * Claims the send of the digest `name` for `day` (YYYY-MM-DD) in the caller's transaction: true for
 * the one run that inserts the `daily_sends` row, false for every other run of that day.
 */
export async function claimDailySend(manager: EntityManager, name: string, day: string): Promise<boolean> {
  const claimed = await maybeOne<{ day: string }>(
    manager,
    `INSERT INTO daily_sends (name, day) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING day::text`,
    [name, day],
  );
  return claimed !== undefined;
}
