import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lockDataDir } from '../src/database/data-dir-lock.js';
import { signInAsAdmin } from './support/admin.js';
import { startAppProcess } from './support/app-process.js';
import { eventually, startTestApp, type TestApp } from './support/test-app.js';
import { addVenue, registrationBody } from './workshop-support.js';

/** DATABASE_URL=embedded REDIS_URL=inline: PGlite behind the wire protocol and in-process jobs. */
describe('embedded mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ DATABASE_URL: 'embedded', REDIS_URL: 'inline', SEED_DEMO: 'true', HOLDS_PER_CLIENT: '0' });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('migrates, seeds and reports its modes', async () => {
    const res = await t.http().get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up', queue: 'inline', down: [], lateSchedules: [] });
  });

  it('reads and writes through the app: a booking takes a seat and is confirmed by its in-process jobs', async () => {
    const venues = (await t.http().get('/api/venues').expect(200)).body as Array<{
      id: number;
      availableSeats: number;
    }>;
    expect(venues.length).toBeGreaterThanOrEqual(5);
    const [venue] = venues;
    if (!venue) throw new Error('The demo data has venues');

    const created = await t.http().post('/api/registrations').send(registrationBody(venue.id)).expect(201);
    const bookingId = created.body.registration.bookingId as string;
    const pay = await t.http().post('/sandbox/pay').send({ order_id: created.body.razorpayOrder.id }).expect(200);
    await t
      .http()
      .post('/api/verify-payment')
      .send({ ...pay.body, booking_id: bookingId })
      .expect(200);

    const availability = await t.http().get(`/api/availability/${venue.id}`).expect(200);
    expect(availability.body.availableSeats).toBe(venue.availableSeats - 1);
    const details = await t.http().get(`/api/registration-details/${bookingId}`).expect(200);
    expect(details.body.paymentStatus).toBe('paid');
    // The QR job ran in this process.
    const qrUrl = await eventually(
      async () =>
        (await t.http().get(`/api/registration-details/${bookingId}`).set('x-release-token', created.body.releaseToken))
          .body.simpleQrCodeUrl as string | null,
    );
    const png = await t.http().get(qrUrl).expect(200);
    expect(png.headers['content-type']).toBe('image/png');
  });

  it("exports the bookings desk's CSV (PostgreSQL's COPY, through the embedded database too)", async () => {
    const venue = await addVenue(t, { maxSeats: 5 });
    const created = await t.http().post('/api/registrations').send(registrationBody(venue.id)).expect(201);
    const bookingId = created.body.registration.bookingId as string;
    const owner = await signInAsAdmin(t);
    const res = await owner.get('/api/admin/registrations/export.csv').query({ venueId: venue.id }).expect(200);
    const lines = String(res.text).split(/\r?\n/);
    expect(lines[0]).toMatch(/^\uFEFFBooking ID,Booked \(IST\),/);
    expect(lines.slice(1, -1)).toEqual([
      expect.stringMatching(new RegExp(`^${bookingId},\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},`)),
    ]);
  });

  it('sells exactly the free seats to simultaneous bookings and confirms simultaneous payments (one session, queued)', async () => {
    const venue = await addVenue(t, { maxSeats: 8 });
    const responses = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        t
          .http()
          .post('/api/registrations')
          .send(registrationBody(venue.id, { email: `parent${i}@example.com` })),
      ),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([...Array(8).fill(201), ...Array(16).fill(409)]);
    const held = responses.filter((r) => r.status === 201);
    const paid = await Promise.all(
      held.map(async (r) => {
        const pay = await t.http().post('/sandbox/pay').send({ order_id: r.body.razorpayOrder.id });
        return t
          .http()
          .post('/api/verify-payment')
          .send({ ...pay.body, booking_id: r.body.registration.bookingId });
      }),
    );
    expect(paid.map((r) => r.status)).toEqual(Array(8).fill(200));
    const [{ booked }] = await t.db.query('SELECT booked_seats AS booked FROM venues WHERE id = $1', [venue.id]);
    const [{ n }] = await t.db.query(
      `SELECT count(*)::int AS n FROM registrations WHERE venue_id = $1 AND payment_status = 'paid'`,
      [venue.id],
    );
    expect([booked, n]).toEqual([8, 8]);
  }, 60_000);
});

describe('embedded mode: one process per DATA_DIR', () => {
  it('refuses a second process on a DATA_DIR in use, saying why, before touching the database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'robo-lock-'));
    // This test process holds the directory, as a running app would.
    const release = lockDataDir(dataDir);
    try {
      const second = startAppProcess('main.js', {
        DATABASE_URL: 'embedded',
        REDIS_URL: 'inline',
        DATA_DIR: dataDir,
        PORT: '0',
      });
      expect(await second.exited).toBe(1);
      expect(second.output.join('\n')).toContain(
        `Cannot start: ${dataDir} is in use by another process (pid ${process.pid}): two processes cannot share one embedded database.`,
      );
      expect(existsSync(join(dataDir, 'pglite'))).toBe(true);
      expect(readdirSync(join(dataDir, 'pglite'))).toEqual([]);
    } finally {
      release();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 30_000);

  it('takes over a lock left by a process that died', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'robo-lock-'));
    try {
      writeFileSync(join(dataDir, 'robo.lock'), '999999999');
      const release = lockDataDir(dataDir);
      expect(readFileSync(join(dataDir, 'robo.lock'), 'utf8')).toBe(String(process.pid));
      release();
      expect(existsSync(join(dataDir, 'robo.lock'))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
