import { createHash, createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type supertest from 'supertest';
import {
  CHECK_IN_DIGEST_PREFIX,
  CHECK_IN_REFUSALS,
  ELSEWHERE_TAG_BYTES,
  type CheckInResult,
  type Roster,
} from '@robo/domain';
import { signCheckIn } from '../src/common/check-in-signature.js';
import type { Venue } from '../src/venues/entities/venue.entity.js';
import { signInAsAdmin } from './support/admin.js';
import { booking, doorRows, scan, signInAsStaff } from './support/check-in.js';
import { createVenue } from './support/factories.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { signingKeys } from '../src/common/purpose-signature.js';

describe('door check-in', () => {
  let t: TestApp;
  let door: supertest.Agent;
  let desk: supertest.Agent;
  let baner: Venue;
  let kothrud: Venue;

  beforeAll(async () => {
    // Other venues' tags are rebuilt on every roster download, so each test sees the bookings it made.
    t = await startTestApp({ CHECK_IN_ELSEWHERE_SECONDS: '0' });
    door = await signInAsStaff(t, 'door', 'Priya');
    desk = await signInAsStaff(t, 'desk', 'Kiran');
    baner = await createVenue(t.db, { displayName: 'Pune — Baner', maxSeats: 120 });
    kothrud = await createVenue(t.db, { displayName: 'Pune — Kothrud' });
  });
  afterAll(() => t.close());

  const sigOf = (code: string) => code.split('sig=')[1] ?? '';
  /** What a device computes offline from a scanned code and the roster's key (libs/domain RosterElsewhere). */
  const tagOf = (key: string, code: string) =>
    createHmac('sha256', Buffer.from(key, 'hex'))
      .update(sigOf(code))
      .digest()
      .subarray(0, ELSEWHERE_TAG_BYTES)
      .toString('hex');
  const tagsIn = (base64: string): string[] => Buffer.from(base64, 'base64').toString('hex').match(/.{8}/g) ?? [];
  /** The venue a device would name offline for this code, as decideOffline looks it up. */
  const venueOffline = (roster: Roster, code: string) =>
    roster.elsewhere.venues.find((v) => tagsIn(v.tags).includes(tagOf(roster.elsewhere.key, code)))?.venue;
  const sync = (agent: supertest.Agent, venueId: number, deviceId: string, scans: object[]) =>
    agent.post('/api/admin/check-ins/sync').send({ venueId, deviceId, scans }).expect(200);
  const offlineScan = (code: string, scannedAt: string | Date) => ({
    code,
    scannedAt: new Date(scannedAt).toISOString(),
    clientId: randomUUID(),
    offline: true,
  });
  /** The device last spoke to the server at `at` (a roster download an hour ago, say). */
  const contact = (venueId: number, deviceId: string, at: Date) =>
    t.db.query(`INSERT INTO check_in_devices (venue_id, device_id, online_at) VALUES ($1, $2, $3)`, [
      venueId,
      deviceId,
      at,
    ]);
  const auditOf = (bookingId: string) =>
    t.db.query(
      `SELECT action, actor_name, role, before, after FROM audit_events WHERE target_type = 'registration' AND target_id = $1 ORDER BY id`,
      [bookingId],
    );

  const post = (agent: supertest.Agent, body: object) => agent.post('/api/admin/check-ins').send(body);
  const checkInCount = (bookingId: string) => doorRows(t, 'check_ins', bookingId);

  it('admits a paid booking once; later scans answer when, on which device and by whom', async () => {
    const { bookingId, code } = await booking(t, baner, 'paid', 'Vir Rao');
    const first = (await post(door, scan(baner.id, code, { deviceId: 'gate-a' })).expect(200)).body as CheckInResult;
    expect(first).toMatchObject({
      outcome: 'admit',
      child: { bookingId, childName: 'Vir Rao', gradeGroup: 'std-3-4', schoolName: 'DPS Pune' },
      checkIn: { deviceId: 'gate-a', staffName: 'Priya Staff' },
      counts: { capacity: 120 },
    });
    const again = (await post(desk, scan(baner.id, code, { deviceId: 'gate-b' })).expect(200)).body as CheckInResult;
    expect(again).toMatchObject({ outcome: 'already', checkIn: { deviceId: 'gate-a', staffName: 'Priya Staff' } });
    expect(again.outcome === 'already' && again.checkIn.at).toBe(first.outcome === 'admit' && first.checkIn.at);
    expect(again.counts.arrived).toBe(first.counts.arrived);
  });

  it('admits exactly one of 20 devices scanning the same code at once', async () => {
    const { bookingId, code } = await booking(t, baner);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post(door, scan(baner.id, code, { deviceId: `phone-${i}` })).expect(200)),
    );
    const outcomes = answers.map((res) => (res.body as CheckInResult).outcome);
    expect(outcomes.filter((o) => o === 'admit')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'already')).toHaveLength(19);
    expect(await checkInCount(bookingId)).toBe(1);
    const [{ count }] = await t.db.query(`SELECT count(*) FROM check_in_scans WHERE booking_id = $1`, [bookingId]);
    expect(Number(count)).toBe(20);
  });

  it('answers a retried scan (same clientId) with its first answer and logs it once, even when sent at once', async () => {
    const { code } = await booking(t, baner);
    const body = scan(baner.id, code);
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(door, body).expect(200)));
    expect(answers.map((res) => res.body.outcome)).toEqual(Array(5).fill('admit'));
    const later = await post(door, body).expect(200);
    expect(later.body.outcome).toBe('admit');
    const [{ count }] = await t.db.query(`SELECT count(*) FROM check_in_scans WHERE client_id = $1`, [body.clientId]);
    expect(Number(count)).toBe(1);
  });

  describe('refuses and logs every code that may not come in', () => {
    const cases: Array<[string, () => Promise<string>, string, string | null]> = [
      [
        'an altered signature',
        async () => (await booking(t, baner)).code.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
        'forged',
        null,
      ],
      [
        'a signature of another booking',
        async () => {
          const [a, b] = [await booking(t, baner), await booking(t, baner)];
          return a.code.replace(/sig=.*/, b.code.match(/sig=(.*)/)![0]);
        },
        'forged',
        null,
      ],
      [
        'a signed id that names no booking',
        async () => `/api/check-in/RL-NOSUCH22?sig=${signCheckIn(signingKeys(t.settings), 'RL-NOSUCH22')}`,
        'unknown',
        null,
      ],
      [
        'a booking at another venue',
        async () => (await booking(t, kothrud)).code,
        'other_venue',
        'Booked at another venue: Pune — Kothrud',
      ],
      ['a pending booking', async () => (await booking(t, baner, 'pending')).code, 'not_paid', null],
      ['an expired booking', async () => (await booking(t, baner, 'expired')).code, 'expired', null],
      ['a refunded booking', async () => (await booking(t, baner, 'refunded')).code, 'refunded', null],
      ['a garbage string', async () => 'hello; DROP TABLE check_ins', 'unreadable', null],
      [
        'a very long string',
        async () => `https://x/api/check-in/RL-ABCDEFGH?sig=${'a'.repeat(10_000)}`,
        'unreadable',
        null,
      ],
      ['an empty string', async () => '', 'unreadable', null],
      ['a booking id without signature', async () => (await booking(t, baner)).bookingId, 'unreadable', null],
    ];
    it.each(cases)('%s', async (_name, makeCode, reason, message) => {
      const code = await makeCode();
      const body = scan(baner.id, code);
      const res = await post(door, body).expect(200);
      expect(res.body).toMatchObject({
        outcome: 'refused',
        reason,
        message: message ?? CHECK_IN_REFUSALS[reason as keyof typeof CHECK_IN_REFUSALS],
      });
      const [logged] = await t.db.query(
        `SELECT outcome, reason, length(code) AS length FROM check_in_scans WHERE client_id = $1`,
        [body.clientId],
      );
      expect(logged).toMatchObject({ outcome: 'refused', reason });
      expect(logged.length).toBeLessThanOrEqual(200);
      const [{ count }] = await t.db.query(
        `SELECT count(*) FROM check_ins c JOIN check_in_scans s ON s.registration_id = c.registration_id WHERE s.client_id = $1`,
        [body.clientId],
      );
      expect(Number(count)).toBe(0);
    });

    it('names the other venue and the child for a booking elsewhere', async () => {
      const { code } = await booking(t, kothrud, 'paid', 'Anya Shah');
      const res = await post(door, scan(baner.id, code)).expect(200);
      expect(res.body).toMatchObject({ otherVenue: 'Pune — Kothrud', child: { childName: 'Anya Shah' } });
    });
  });

  describe('bad requests change nothing', () => {
    it.each([
      ['no clientId', { clientId: undefined }, 'clientId must be a UUID'],
      ['a clientId that is not a UUID', { clientId: 'abc' }, 'clientId must be a UUID'],
      ['no venue', { venueId: undefined }, 'Choose a venue'],
      ['a bad device id', { deviceId: 'a b' }, 'deviceId must be 1-64 letters, digits, - or _'],
      ['a bad time', { scannedAt: 'yesterday' }, 'scannedAt must be an ISO date and time'],
      ['neither code nor booking id', { code: undefined }, 'Send the scanned code or the booking id to admit'],
      ['a code beyond 16 kB', { code: 'x'.repeat(20_000) }, 'code must be text of at most 16384 characters'],
      ['an unknown field', { admit: true }, 'property admit should not exist'],
    ])('%s → 400', async (_name, change, message) => {
      const { code } = await booking(t, baner);
      const body = { ...scan(baner.id, code), ...change };
      const res = await post(door, body).expect(400);
      expect(res.body.message).toBe(message);
      const [{ count }] = await t.db.query(
        `SELECT count(*) FROM check_in_scans WHERE device_id = 'door-1' AND client_id::text = $1`,
        [String(body.clientId)],
      );
      expect(Number(count)).toBe(0);
    });

    it('refuses a whole offline queue with one bad scan before recording any of it', async () => {
      const { bookingId, code } = await booking(t, baner);
      const res = await desk
        .post('/api/admin/check-ins/sync')
        .send({
          venueId: baner.id,
          deviceId: 'gate-q',
          scans: [offlineScan(code, new Date()), { ...offlineScan('', new Date()), code: undefined }],
        })
        .expect(400);
      expect(res.body.message).toBe('Send the scanned code or the booking id to admit');
      expect(await checkInCount(bookingId)).toBe(0);
      const [{ count }] = await t.db.query(`SELECT count(*) FROM check_in_scans WHERE device_id = 'gate-q'`);
      expect(Number(count)).toBe(0);
    });

    it('answers 404 for a venue that does not exist', async () => {
      const res = await post(door, scan(999_999, 'garbage')).expect(404);
      expect(res.body.message).toBe('Venue not found');
    });
  });

  describe('who may do what', () => {
    it('refuses anyone not signed in, and the store role', async () => {
      const { code } = await booking(t, baner);
      await post(t.http(), scan(baner.id, code)).expect(401);
      await t.http().get(`/api/admin/check-ins/roster?venueId=${baner.id}`).expect(401);
      const store = await signInAsStaff(t, 'store', 'Sam');
      await post(store, scan(baner.id, code)).expect(403);
    });

    it('lets desk and owner undo a check-in (logged with who), not door; the child can then be admitted again', async () => {
      const { bookingId, code } = await booking(t, baner);
      await post(door, scan(baner.id, code)).expect(200);
      await door.post(`/api/admin/check-ins/${bookingId}/undo`).send({}).expect(403);
      expect(await checkInCount(bookingId)).toBe(1);

      await desk.post(`/api/admin/check-ins/${bookingId}/undo`).send({ deviceId: 'desk-laptop' }).expect(200);
      expect(await checkInCount(bookingId)).toBe(0);
      const [undo] = await t.db.query(
        `SELECT staff_name, device_id FROM check_in_scans WHERE booking_id = $1 AND kind = 'undo'`,
        [bookingId],
      );
      expect(undo).toEqual({ staff_name: 'Kiran Staff', device_id: 'desk-laptop' });
      const [audited] = await t.db.query(
        `SELECT actor_name, role, before, after FROM audit_events WHERE action = 'check-in.undo' AND target_id = $1`,
        [bookingId],
      );
      expect(audited).toMatchObject({
        actor_name: 'Kiran Staff',
        role: 'desk',
        before: { checkIn: { staffName: 'Priya Staff' } },
        after: { checkIn: null },
      });
      await desk.post(`/api/admin/check-ins/${bookingId}/undo`).send({}).expect(404);

      const owner = await signInAsAdmin(t);
      expect((await post(owner, scan(baner.id, code)).expect(200)).body.outcome).toBe('admit');
      await owner.post(`/api/admin/check-ins/${bookingId}/undo`).send({}).expect(200);
    });
  });

  it('admits by booking id from the manual search', async () => {
    const { bookingId } = await booking(t, baner, 'paid', 'Meera Kulkarni');
    const hits = (await door.get(`/api/admin/check-ins/search?venueId=${baner.id}&q=meera`).expect(200)).body;
    expect(hits).toEqual([
      expect.objectContaining({ bookingId, childName: 'Meera Kulkarni', status: 'paid', checkIn: null }),
    ]);
    expect(JSON.stringify(hits)).not.toMatch(/asha@example|\+9198/);
    const byId = (
      await door.get(`/api/admin/check-ins/search?venueId=${baner.id}&q=${bookingId.toLowerCase()}`).expect(200)
    ).body;
    expect(byId.map((h: { bookingId: string }) => h.bookingId)).toEqual([bookingId]);
    // An id's digits are not a phone number: every test phone here is +9198220…, and this id is nobody's.
    const noOne = (await door.get(`/api/admin/check-ins/search?venueId=${baner.id}&q=RL-X9822ABC`).expect(200)).body;
    expect(noOne).toEqual([]);
    const [{ phone_number: phone }] = await t.db.query(`SELECT phone_number FROM registrations WHERE booking_id = $1`, [
      bookingId,
    ]);
    const typed = `${phone.slice(3, 8)} ${phone.slice(8)}`; // "98220 10021", as staff type it
    const byPhone = (
      await door.get(`/api/admin/check-ins/search?venueId=${baner.id}&q=${encodeURIComponent(typed)}`).expect(200)
    ).body;
    expect(byPhone.map((h: { bookingId: string }) => h.bookingId)).toEqual([bookingId]);

    const res = await post(door, { ...scan(baner.id, ''), code: undefined, bookingId }).expect(200);
    expect(res.body).toMatchObject({ outcome: 'admit', child: { childName: 'Meera Kulkarni' } });
    const [logged] = await t.db.query(`SELECT kind FROM check_in_scans WHERE booking_id = $1`, [bookingId]);
    expect(logged.kind).toBe('manual');
  });

  it('serves a roster whose digests check codes without the secret, and live counts', async () => {
    const venue = await createVenue(t.db, { displayName: 'Pune — Aundh', maxSeats: 40 });
    const paid = await booking(t, venue, 'paid', 'Ira Joshi');
    const pending = await booking(t, venue, 'pending', 'Kabir Joshi');
    const elsewhere = await booking(t, kothrud);
    await post(door, scan(venue.id, paid.code)).expect(200);

    const roster = (await door.get(`/api/admin/check-ins/roster?venueId=${venue.id}`).expect(200)).body as Roster;
    expect(roster.venue).toMatchObject({ id: venue.id, displayName: 'Pune — Aundh' });
    expect(roster.counts).toEqual({ arrived: 1, paid: 1, capacity: 40, kitsDue: 0, kitsHanded: 0 });
    // Who downloaded it: the name an offline admission shows, and whether the screen offers undo.
    expect(roster.staff).toEqual({ name: 'Priya Staff', role: 'door' });
    const digestOf = (code: string) =>
      createHash('sha256')
        .update(CHECK_IN_DIGEST_PREFIX + sigOf(code))
        .digest('hex');
    expect(roster.bookings).toEqual([
      expect.objectContaining({
        bookingId: paid.bookingId,
        digest: digestOf(paid.code),
        status: 'paid',
        checkIn: expect.objectContaining({ staffName: 'Priya Staff' }),
      }),
      expect.objectContaining({
        bookingId: pending.bookingId,
        digest: digestOf(pending.code),
        status: 'pending',
        checkIn: null,
      }),
    ]);
    expect(venueOffline(roster, elsewhere.code)).toBe('Pune — Kothrud');
    // Nothing in the roster lets a device make a valid code, nor shows parents' contacts.
    const text = JSON.stringify(roster);
    expect(text).not.toContain(sigOf(paid.code));
    expect(text).not.toMatch(/asha@example|\+9198|Asha/);

    expect((await door.get(`/api/admin/check-ins/counts?venueId=${venue.id}`).expect(200)).body).toEqual({
      arrived: 1,
      paid: 1,
      capacity: 40,
      kitsDue: 0,
      kitsHanded: 0,
    });
    await door.get('/api/admin/check-ins/counts?venueId=abc').expect(400);
  });

  it('syncs offline queues from two devices: the earliest admission is kept, the others are duplicates', async () => {
    // A venue whose wording names no date, and two devices that downloaded its roster an hour ago.
    const venue = await createVenue(t.db, { displayName: 'Pune — Wakad', dateTime: 'Sundays · 10:00 AM' });
    for (const device of ['gate-a', 'gate-b']) await contact(venue.id, device, new Date(Date.now() - 3_600_000));
    const children = await Promise.all([1, 2, 3].map((i) => booking(t, venue, 'paid', `Child ${i}`)));
    const queue = (minutesAgo: number) =>
      children.map((c) => ({
        code: c.code,
        scannedAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
        clientId: randomUUID(),
        offline: true,
      }));
    const later = queue(5);
    const earlier = queue(10);

    const first = (
      await door
        .post('/api/admin/check-ins/sync')
        .send({ venueId: venue.id, deviceId: 'gate-a', scans: later })
        .expect(200)
    ).body;
    expect(first.map((r: CheckInResult) => r.outcome)).toEqual(['admit', 'admit', 'admit']);
    const second = (
      await desk
        .post('/api/admin/check-ins/sync')
        .send({ venueId: venue.id, deviceId: 'gate-b', scans: earlier })
        .expect(200)
    ).body;
    expect(second.map((r: CheckInResult) => r.outcome)).toEqual(['admit', 'admit', 'admit']);
    // A retry of the first device's queue changes nothing.
    await door
      .post('/api/admin/check-ins/sync')
      .send({ venueId: venue.id, deviceId: 'gate-a', scans: later })
      .expect(200);

    const conflicts = (await door.get(`/api/admin/check-ins/conflicts?venueId=${venue.id}`).expect(200)).body;
    expect(conflicts).toHaveLength(3);
    for (const conflict of conflicts) {
      expect(conflict.kept).toMatchObject({ deviceId: 'gate-b', staffName: 'Kiran Staff' });
      expect(conflict.duplicate).toMatchObject({ deviceId: 'gate-a', staffName: 'Priya Staff' });
      expect(Date.parse(conflict.kept.at)).toBeLessThan(Date.parse(conflict.duplicate.at));
    }
    expect((await door.get(`/api/admin/check-ins/counts?venueId=${venue.id}`).expect(200)).body.arrived).toBe(3);

    // An offline scan after an online admission is a duplicate of it.
    const online = await booking(t, venue);
    await post(door, scan(venue.id, online.code)).expect(200);
    const [late] = (
      await desk
        .post('/api/admin/check-ins/sync')
        .send({
          venueId: venue.id,
          deviceId: 'gate-b',
          scans: [{ code: online.code, scannedAt: new Date().toISOString(), clientId: randomUUID(), offline: true }],
        })
        .expect(200)
    ).body;
    expect(late.outcome).toBe('duplicate');
  });

  describe('door security', () => {
    it("sends the chosen venue's bookings only; other venues' codes only as keyed tags that still name the venue offline", async () => {
      const mine = await createVenue(t.db, { displayName: 'Pune — Hadapsar' });
      const theirs = await createVenue(t.db, { displayName: 'Pune — Viman Nagar' });
      const own = await booking(t, mine, 'paid', 'Own Child');
      const other = await booking(t, theirs, 'paid', 'Faraway Child');
      const otherUnpaid = await booking(t, theirs, 'pending', 'Unpaid Faraway');

      const roster = (await door.get(`/api/admin/check-ins/roster?venueId=${mine.id}`).expect(200)).body as Roster;
      expect(roster.bookings.map((b) => b.bookingId)).toEqual([own.bookingId]);
      const text = JSON.stringify(roster);
      for (const leaked of [other.bookingId, otherUnpaid.bookingId, 'Faraway', sigOf(other.code)])
        expect(text).not.toContain(leaked);
      expect(roster.elsewhere.venues.map((v) => v.venue)).not.toContain('Pune — Hadapsar');
      expect(venueOffline(roster, other.code)).toBe('Pune — Viman Nagar');
      // An altered code, or one of a booking not paid, names no venue.
      expect(
        venueOffline(
          roster,
          other.code.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
        ),
      ).toBeUndefined();
      expect(venueOffline(roster, otherUnpaid.code)).toBeUndefined();
    });

    it('never lets a back-dated offline scan replace an online check-in: both kept, answered duplicate, listed as a conflict', async () => {
      const venue = await createVenue(t.db, { displayName: 'Pune — Pashan' });
      const { bookingId, code } = await booking(t, venue, 'paid', 'Online First');
      await post(door, scan(venue.id, code, { deviceId: 'gate-online' })).expect(200);

      const [answer] = (await sync(desk, venue.id, 'gate-x', [offlineScan(code, '2001-01-01T00:00:00Z')])).body;
      // The child was already in by the online scan: the offline admission is a duplicate of it.
      expect(answer).toMatchObject({
        outcome: 'duplicate',
        checkIn: { deviceId: 'gate-online', staffName: 'Priya Staff' },
      });
      const kept = await t.db.query(
        `SELECT c.device_id, c.offline FROM check_ins c JOIN registrations r ON r.id = c.registration_id WHERE r.booking_id = $1`,
        [bookingId],
      );
      expect(kept).toEqual([{ device_id: 'gate-online', offline: false }]);
      const scans = await t.db.query(
        `SELECT device_id, outcome, scanned_at FROM check_in_scans WHERE booking_id = $1 ORDER BY id`,
        [bookingId],
      );
      expect(scans.map((r: { device_id: string; outcome: string }) => [r.device_id, r.outcome])).toEqual([
        ['gate-online', 'admit'],
        ['gate-x', 'duplicate'],
      ]);
      expect(scans[1].scanned_at.getFullYear()).not.toBe(2001);
      const conflicts = (await door.get(`/api/admin/check-ins/conflicts?venueId=${venue.id}`).expect(200)).body;
      expect(conflicts).toEqual([
        expect.objectContaining({
          child: expect.objectContaining({ bookingId }),
          kept: expect.objectContaining({ deviceId: 'gate-online' }),
          duplicate: expect.objectContaining({ deviceId: 'gate-x', staffName: 'Kiran Staff' }),
        }),
      ]);
    });

    it("moves an offline time into the device's window: not before its last contact or the event day, not after now", async () => {
      // The event was yesterday (India time); the device downloaded the roster the day before.
      const yesterday = new Date(Date.now() - 86_400_000);
      const part = (type: string) =>
        new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric' })
          .formatToParts(yesterday)
          .find((p) => p.type === type)?.value ?? '';
      const venue = await createVenue(t.db, {
        displayName: 'Pune — Baner Hall',
        dateTime: `Sat, ${part('day')} ${part('month')} ${part('year')} · 10:00 AM`,
      });
      const eventDay = Date.parse(`${part('day')} ${part('month')} ${part('year')} 00:00 GMT+0530`);
      await contact(venue.id, 'gate-w', new Date(eventDay - 86_400_000));
      const lastContact = new Date(Date.now() - 600_000);
      await contact(venue.id, 'gate-v', lastContact);
      const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map((i) => booking(t, venue, 'paid', `Window ${i}`)));
      const before = Date.now();
      await sync(door, venue.id, 'gate-w', [offlineScan(a!.code, '2001-01-01T00:00:00Z')]);
      const vSynced = Date.now();
      await sync(door, venue.id, 'gate-v', [
        offlineScan(b!.code, new Date(Date.now() - 3_600_000)),
        offlineScan(c!.code, new Date(Date.now() + 86_400_000)),
      ]);
      await sync(door, venue.id, 'never-seen', [offlineScan(d!.code, '2001-01-01T00:00:00Z')]);
      // A sync is a contact too: the device's next offline scans cannot be dated before it.
      const e = await booking(t, venue, 'paid', 'Window 5');
      await sync(door, venue.id, 'gate-v', [offlineScan(e.code, new Date(Date.now() - 3_600_000))]);

      const at = async (bookingId: string) =>
        (
          await t.db.query(
            `SELECT c.checked_in_at FROM check_ins c JOIN registrations r ON r.id = c.registration_id WHERE r.booking_id = $1`,
            [bookingId],
          )
        )[0].checked_in_at.getTime() as number;
      expect(await at(a!.bookingId)).toBe(eventDay);
      expect(await at(b!.bookingId)).toBe(lastContact.getTime());
      expect(await at(c!.bookingId)).toBeLessThanOrEqual(Date.now());
      // A device the server never heard from at this venue has no offline window: its scan counts as made now.
      expect(await at(d!.bookingId)).toBeGreaterThanOrEqual(before);
      expect(await at(e.bookingId)).toBeGreaterThanOrEqual(vSynced);
    });

    it('audits every admission, duplicate, replacement, undo and roster download', async () => {
      const venue = await createVenue(t.db, { displayName: 'Pune — Karve Road', dateTime: 'Sundays · 9:00 AM' });
      for (const device of ['gate-a', 'gate-b']) await contact(venue.id, device, new Date(Date.now() - 3_600_000));
      const offline = await booking(t, venue, 'paid', 'Audited Offline');
      await sync(door, venue.id, 'gate-a', [offlineScan(offline.code, new Date(Date.now() - 300_000))]);
      await sync(desk, venue.id, 'gate-b', [offlineScan(offline.code, new Date(Date.now() - 600_000))]);
      await sync(door, venue.id, 'gate-a', [offlineScan(offline.code, new Date(Date.now() - 120_000))]);
      expect(await auditOf(offline.bookingId)).toEqual([
        expect.objectContaining({
          action: 'check-in.admit',
          actor_name: 'Priya Staff',
          role: 'door',
          after: expect.objectContaining({ offline: true, checkIn: expect.objectContaining({ deviceId: 'gate-a' }) }),
        }),
        expect.objectContaining({
          action: 'check-in.overwrite',
          actor_name: 'Kiran Staff',
          before: { checkIn: expect.objectContaining({ deviceId: 'gate-a' }) },
          after: expect.objectContaining({ checkIn: expect.objectContaining({ deviceId: 'gate-b' }) }),
        }),
        expect.objectContaining({
          action: 'check-in.duplicate',
          after: expect.objectContaining({ kept: expect.objectContaining({ deviceId: 'gate-b' }) }),
        }),
      ]);

      const online = await booking(t, venue, 'paid', 'Audited Online');
      await post(door, scan(venue.id, online.code, { deviceId: 'gate-c' })).expect(200);
      await desk.post(`/api/admin/check-ins/${online.bookingId}/undo`).send({ deviceId: 'desk-1' }).expect(200);
      expect((await auditOf(online.bookingId)).map((e: { action: string }) => e.action)).toEqual([
        'check-in.admit',
        'check-in.undo',
      ]);

      await door.get(`/api/admin/check-ins/roster?venueId=${venue.id}&deviceId=gate-c`).expect(200);
      const rosters = await t.db.query(
        `SELECT actor_name, role, after FROM audit_events WHERE action = 'check-in.roster' AND target_id = $1`,
        [String(venue.id)],
      );
      expect(rosters).toEqual([
        {
          actor_name: 'Priya Staff',
          role: 'door',
          after: expect.objectContaining({ deviceId: 'gate-c', bookings: 2 }),
        },
      ]);
    });

    it('keeps one check-in when an online scan and ten offline devices admit one child at once, and lists every other admission', async () => {
      const venue = await createVenue(t.db, { displayName: 'Pune — Aundh Annex', dateTime: 'Sundays · 9:00 AM' });
      const devices = Array.from({ length: 10 }, (_, i) => `gate-${i}`);
      for (const device of devices) await contact(venue.id, device, new Date(Date.now() - 3_600_000));
      const { bookingId, code } = await booking(t, venue, 'paid', 'Rush Child');
      const answers = (
        await Promise.all([
          post(door, scan(venue.id, code, { deviceId: 'gate-online' })).expect(200),
          ...devices.map((device, i) =>
            sync(desk, venue.id, device, [offlineScan(code, new Date(Date.now() - (i + 1) * 60_000))]),
          ),
        ])
      ).map((res) => (Array.isArray(res.body) ? res.body[0] : res.body) as CheckInResult);
      expect(await checkInCount(bookingId)).toBe(1);
      const admitting = answers.filter((a) => a.outcome === 'admit' || a.outcome === 'duplicate').length;
      const conflicts = (await door.get(`/api/admin/check-ins/conflicts?venueId=${venue.id}`).expect(200)).body;
      expect(conflicts).toHaveLength(admitting - 1);
      const [kept] = await t.db.query(
        `SELECT c.device_id, c.offline FROM check_ins c JOIN registrations r ON r.id = c.registration_id WHERE r.booking_id = $1`,
        [bookingId],
      );
      // Admitted online means kept: no offline scan replaced it.
      if (answers[0]?.outcome === 'admit') expect(kept).toEqual({ device_id: 'gate-online', offline: false });
    });
  });

  describe("the parent's page for their own code", () => {
    it('says the booking is valid (first name, venue, time), shows no contact details and records nothing', async () => {
      const { bookingId, code } = await booking(t, baner, 'paid', 'Vir Rao');
      const res = await t.http().get(code.slice(t.settings.publicUrl.length)).expect(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.text).toContain(`Valid booking for Vir at Pune — Baner, ${baner.dateTime}`);
      expect(res.text).not.toMatch(/Rao|asha@example|\+9198|<script/);
      expect(await checkInCount(bookingId)).toBe(0);
      const [{ count }] = await t.db.query(`SELECT count(*) FROM check_in_scans WHERE booking_id = $1`, [bookingId]);
      expect(Number(count)).toBe(0);
    });

    it('says why a code is not valid', async () => {
      const pending = await booking(t, baner, 'pending');
      expect((await t.http().get(pending.code.slice(t.settings.publicUrl.length)).expect(200)).text).toContain(
        'This booking is not paid yet',
      );
      const forged = await t
        .http()
        .get(`/api/check-in/${pending.bookingId}?sig=${'0'.repeat(64)}`)
        .expect(403);
      expect(forged.text).toContain('This check-in link is not valid.');
      await t.http().get(`/api/check-in/${pending.bookingId}`).expect(403);
      const escaped = await t.http().get(`/api/check-in/%3Cscript%3E?sig=x`).expect(403);
      expect(escaped.text).not.toContain('<script>');
    });
  });
});
