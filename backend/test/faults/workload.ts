import type { FaultsCluster } from './harness.js';

/** A venue written straight to the cluster's database; answers its id. */
export async function createVenue(cluster: FaultsCluster, maxSeats: number): Promise<number> {
  const { rows } = await cluster.db.query<{ id: number }>(
    `INSERT INTO venues (name, display_name, city, address, date_time, max_seats)
     VALUES ('faults-' || md5(random()::text), 'Faults Hall', 'Pune', '1 Test Road, Pune 411001', 'Sun, 13 Dec 2026 · 10:00 AM', $1)
     RETURNING id`,
    [maxSeats],
  );
  return rows[0]!.id;
}

/** A valid booking of a ₹349 seat by parent number `i` (each with its own phone and e-mail). */
export function bookingBody(venueId: number, i: number): Record<string, unknown> {
  return {
    parentName: 'Asha Rao', phoneNumber: `98${String(10_000_000 + i).slice(-8)}`, email: `parent${i}@example.com`,
    childName: 'Vir Rao', gradeGroup: 'std-3-4', schoolName: 'DPS Pune', venueId, takeawayKit: false,
    totalAmount: 34900, originalAmount: 34900, couponCode: null, discountAmount: 0,
  };
}

/** Runs `task(0..count-1)` with at most `concurrency` at once; rejects with the first failure. */
export async function inBatches(count: number, concurrency: number, task: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < count) await task(next++);
  }));
}
