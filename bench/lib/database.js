import pg from 'pg';

function adminUrl(url) {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  return admin.toString();
}

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const quoted = (name) => `"${name.replace(/"/g, '""')}"`;
const databaseName = (url) => decodeURIComponent(new URL(url).pathname.slice(1));

/** Drops and recreates the bench database, so every run starts from migrations and the demo seed. */
export async function recreateDatabase(url) {
  const name = databaseName(url);
  await withClient(adminUrl(url), async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${quoted(name)}`);
  });
}

export async function dropDatabase(url) {
  await withClient(adminUrl(url), (client) =>
    client.query(`DROP DATABASE IF EXISTS ${quoted(databaseName(url))} WITH (FORCE)`),
  );
}

/**
 * Takes every early-bird place left (the registrations module's counter), so the price cannot
 * change in the middle of a timed run of bookings: a partial run (`BENCH_ONLY=writes`) has no
 * rush before it to use them up. The app's pricing cache forgets within a second.
 */
export async function useUpEarlyBirdPlaces(url, limit) {
  await withClient(url, (client) =>
    client.query(`UPDATE counters SET value = greatest(value, $1) WHERE key = 'early_bird:1'`, [limit]),
  );
  await new Promise((resolve) => setTimeout(resolve, 1000));
}

/**
 * What autovacuum does in production: refreshes the planner's statistics, and with them every
 * connection's plans of its prepared statements. This machine's PostgreSQL runs with autovacuum off
 * (its CI configuration), so a statement first planned while a table was nearly empty could keep
 * that plan as the table grew: in runs of the writes alone, the booking's retry lookup read the
 * whole registrations table per booking (167 M rows read by 18 k bookings).
 */
export async function refreshStatistics(url) {
  await withClient(url, (client) => client.query('ANALYZE'));
}

/** Adds an active venue for a scenario (after the app has migrated); returns its id. */
export async function addVenue(url, { name, seats }) {
  return withClient(url, async (client) => {
    const { rows } = await client.query(
      `INSERT INTO venues (name, display_name, city, address, date_time, max_seats, starts_at, ends_at)
       VALUES ($1, $2, 'Pune', 'Bench Hall, Baner Road, Pune 411045', 'Sun, 13 Dec 2026 · 10:00 AM – 2:00 PM', $3,
               now() + interval '30 days', now() + interval '30 days 4 hours')
       RETURNING id`,
      [name, `Bench — ${name}`, seats],
    );
    return rows[0].id;
  });
}

/**
 * What the database says a venue sold, in one snapshot: seats taken, and registrations
 * holding or owning a seat.
 */
export async function venueSales(url, venueId) {
  return withClient(url, async (client) => {
    const {
      rows: [row],
    } = await client.query(
      `SELECT v.booked_seats AS "seatsTaken", v.max_seats AS "maxSeats",
         (SELECT count(*)::int FROM registrations r WHERE r.venue_id = v.id AND r.holds_seat
            AND r.payment_status IN ('pending', 'paid')) AS registrations
       FROM venues v WHERE v.id = $1`,
      [venueId],
    );
    return row;
  });
}

/** Waits until requests still in flight when a timed run ended have finished, then reads the sales. */
export async function settledVenueSales(url, venueId) {
  let previous = await venueSales(url, venueId);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const current = await venueSales(url, venueId);
    if (current.seatsTaken === previous.seatsTaken && current.registrations === previous.registrations) return current;
    previous = current;
  }
}
