import type { FaultsCluster } from './harness.js';

/** A venue written straight to the cluster's database; answers its id. */
export async function createVenue(cluster: FaultsCluster, maxSeats: number): Promise<number> {
  const { rows } = await cluster.db.query<{ id: number }>(
    `INSERT INTO venues (name, display_name, city, address, date_time, max_seats, starts_at, ends_at)
     VALUES ('faults-' || md5(random()::text), 'Faults Hall', 'Pune', '1 Test Road, Pune 411001', 'Sun, 13 Dec 2026 · 10:00 AM', $1,
             now() + interval '30 days', now() + interval '30 days 4 hours')
     RETURNING id`,
    [maxSeats],
  );
  return rows[0]!.id;
}

/** A valid booking of a ₹349 seat by parent number `i` (each with its own phone and e-mail). */
export function bookingBody(venueId: number, i: number): Record<string, unknown> {
  return {
    parentName: 'Asha Rao',
    phoneNumber: `98${String(10_000_000 + i).slice(-8)}`,
    email: `parent${i}@example.com`,
    childName: 'Vir Rao',
    gradeGroup: 'std-3-4',
    schoolName: 'DPS Pune',
    venueId,
    takeawayKit: false,
    totalAmount: 34900,
    originalAmount: 34900,
    couponCode: null,
    discountAmount: 0,
  };
}

/** Runs `task(0..count-1)` with at most `concurrency` at once; rejects with the first failure. */
export async function inBatches(count: number, concurrency: number, task: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * POSTs JSON to `url` + `path`. With `retry`, a parent tries again (up to a minute) while the site
 * cannot answer: no connection, or a 5xx (a 502 from an unreachable gateway is a real answer and is
 * returned). Without it, answers null when there was no connection.
 */
export async function postJson(
  url: () => string,
  path: string,
  body: unknown,
  retry = false,
): Promise<Response | null> {
  for (let attempt = 0; attempt < (retry ? 240 : 1); attempt += 1) {
    const res = await fetch(`${url()}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).catch(() => null);
    if (res && (res.status < 500 || res.status === 502)) return res;
    await res?.text();
    if (retry) await sleep(250);
  }
  return null;
}

export interface Booked {
  bookingId: string;
  orderId: string;
  releaseToken: string;
}

/** Parent `i` books a seat; answers the booking, or the response that refused it. */
export async function book(url: () => string, venueId: number, i: number, retry = false): Promise<Booked | Response> {
  const res = await postJson(url, '/api/registrations', bookingBody(venueId, i), retry);
  if (!res) throw new Error(`booking ${i} got no answer`);
  if (res.status !== 201) return res;
  const { registration, razorpayOrder, releaseToken } = (await res.json()) as {
    registration: { bookingId: string };
    razorpayOrder: { id: string };
    releaseToken: string;
  };
  return { bookingId: registration.bookingId, orderId: razorpayOrder.id, releaseToken };
}

/** The parent pays at the gateway's checkout, then the browser reports it (once, or with `retry` until answered); answers the verify status. */
export async function payAndVerify(
  cluster: FaultsCluster,
  url: () => string,
  booked: Booked,
  retry = false,
): Promise<number | null> {
  const checkout = cluster.razorpay.pay(booked.orderId);
  const res = await postJson(url, '/api/verify-payment', { ...checkout, booking_id: booked.bookingId }, retry);
  await res?.text();
  return res?.status ?? null;
}

/** Bookings whose payment is no longer pending (paid, refunded...), with when that was first seen, until all are or the time is up. */
export async function waitUntilSettled(
  cluster: FaultsCluster,
  bookingIds: string[],
  timeoutMs: number,
): Promise<Map<string, number>> {
  const settledAt = new Map<string, number>();
  const deadline = Date.now() + timeoutMs;
  while (settledAt.size < bookingIds.length && Date.now() < deadline) {
    const { rows } = await cluster.db.query<{ booking_id: string }>(
      `SELECT booking_id FROM registrations WHERE booking_id = ANY($1) AND payment_status <> 'pending'`,
      [bookingIds],
    );
    for (const row of rows) if (!settledAt.has(row.booking_id)) settledAt.set(row.booking_id, Date.now());
    await sleep(250);
  }
  return settledAt;
}

/** How many of the bookings are paid and hold their seat. */
export async function paidWithSeat(cluster: FaultsCluster, bookingIds: string[]): Promise<number> {
  const { rows } = await cluster.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM registrations WHERE booking_id = ANY($1) AND payment_status = 'paid' AND holds_seat`,
    [bookingIds],
  );
  return rows[0]!.n;
}

/** Polls `check` until it holds; throws when `timeoutMs` passed first. */
export async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Condition not met in time');
    await sleep(250);
  }
}
