import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type supertest from 'supertest';
import { MESSAGES, VENUE_TIME_MESSAGES } from '@robo/domain';
import { HoldExpiryJob } from '../src/payments/pipeline/hold-expiry.job.js';
import { VenuesService } from '../src/venues/venues.service.js';
import { WaitlistOffers } from '../src/waitlist/waitlist-offers.js';
import { signInAsAdmin } from './support/admin.js';
import { startTestAppWithRazorpay, type RazorpayTestApp } from './support/razorpay-test-app.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { addVenue, paidBooking, registrationBody } from './workshop-support.js';

let families = 0;

/** A waiting-list body for another family (another phone, e-mail and child). */
function joinBody(venueId: number, overrides: Record<string, unknown> = {}) {
  families += 1;
  return {
    parentName: 'Meera Iyer',
    phoneNumber: `9198765${String(10000 + families).slice(-5)}`,
    email: `meera${families}@example.com`,
    childName: `Kavi Iyer ${families}`,
    gradeGroup: 'std-5-9',
    schoolName: 'Kendriya Vidyalaya',
    venueId,
    ...overrides,
  };
}

interface EntryRow {
  id: number;
  status: string;
  offer_token: string | null;
  booking_id: string | null;
}

/** The waiting list on real PostgreSQL: joining, offers of every kind of freed seat, claims, declines and expiry. */
describe('waiting list', () => {
  let t: RazorpayTestApp;
  let owner: supertest.Agent;

  beforeAll(async () => {
    t = await startTestAppWithRazorpay({ LOGIN_RATE_LIMIT: '1000' });
    owner = await signInAsAdmin(t);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const join = (body: object) => t.http().post('/api/waitlist').send(body);
  const entries = async (venueId: number): Promise<EntryRow[]> =>
    t.db.query(`SELECT id, status, offer_token, booking_id FROM waitlist_entries WHERE venue_id = $1 ORDER BY id`, [
      venueId,
    ]);
  const statuses = async (venueId: number) => (await entries(venueId)).map((e) => e.status);
  const bookedSeats = async (venueId: number) =>
    (await t.db.query(`SELECT booked_seats FROM venues WHERE id = $1`, [venueId]))[0].booked_seats as number;
  const sweep = () => t.app.get(WaitlistOffers).sweep();
  const available = async (venueId: number) =>
    (await t.http().get(`/api/availability/${venueId}`).expect(200)).body.availableSeats as number;
  /** A full venue (every seat paid) with `waiting` families on its list: their entry ids, in order. */
  async function fullVenueWithList(waiting: number, maxSeats = 1) {
    const venue = await addVenue(t, { maxSeats });
    const bookings: string[] = [];
    for (let i = 0; i < maxSeats; i++) bookings.push((await paidBooking(t, venue.id)).bookingId);
    const ids: number[] = [];
    for (let i = 0; i < waiting; i++) ids.push((await join(joinBody(venue.id)).expect(201)).body.entryId);
    return { venue, bookings, ids };
  }
  const deskAct = (bookingId: string, action: string, body: object) =>
    owner.post(`/api/admin/registrations/${bookingId}/${action}`).set('Idempotency-Key', randomUUID()).send(body);

  it('joins a full venue at the end of the list; the same child again gets the same entry; e-mails the position', async () => {
    const venue = await addVenue(t, { maxSeats: 1 });
    await paidBooking(t, venue.id);
    const first = joinBody(venue.id);
    const a = await join(first).expect(201);
    const b = await join(joinBody(venue.id)).expect(201);
    expect(a.body).toEqual({ entryId: expect.any(Number), position: 1 });
    expect(b.body.position).toBe(2);
    const again = await join({ ...first, childName: first.childName.toUpperCase() }).expect(201);
    expect(again.body).toEqual(a.body);
    expect(await statuses(venue.id)).toEqual(['waiting', 'waiting']);

    const [mail] = await t.db.query(
      `SELECT recipient, params FROM messages WHERE template = 'waitlist_joined' AND event_key = $1`,
      [`waitlist_joined:${a.body.entryId}`],
    );
    expect(mail).toMatchObject({ recipient: first.email, params: { position: 1 } });
    const page = await t
      .http()
      .get(`/api/waitlist/${mail.params.path.replace('/waitlist/', '')}`)
      .expect(200);
    expect(page.body).toMatchObject({ entryId: a.body.entryId, position: 1, status: 'waiting', offerPath: null });
  });

  it('refuses a venue with seats, an inactive venue and invalid details, changing nothing', async () => {
    const open = await addVenue(t, { maxSeats: 5 });
    const res = await join(joinBody(open.id)).expect(409);
    expect(res.body).toMatchObject({ code: 'SEATS_AVAILABLE', message: 'Seats are available: book now.' });
    const inactive = await addVenue(t, { maxSeats: 1, bookedSeats: 1, isActive: false });
    expect((await join(joinBody(inactive.id)).expect(409)).body.code).toBe('WAITLIST_CLOSED');
    const full = await addVenue(t, { maxSeats: 1, bookedSeats: 1 });
    const bad = await join(joinBody(full.id, { phoneNumber: '12345' })).expect(400);
    expect(bad.body.message).toBe(MESSAGES.phoneInvalid);
    expect(await entries(open.id)).toEqual([]);
    expect(await entries(inactive.id)).toEqual([]);
    expect(await entries(full.id)).toEqual([]);
  });

  it('refuses a full venue that takes no bookings (closed, past, another edition) with 409, changing nothing', async () => {
    const DAY = 86_400_000;
    const closed = await addVenue(t, { maxSeats: 1, bookedSeats: 1, bookingClosesAt: new Date(Date.now() - 60_000) });
    const past = await addVenue(t, {
      maxSeats: 1,
      bookedSeats: 1,
      startsAt: new Date(Date.now() - 2 * DAY),
      endsAt: new Date(Date.now() - 2 * DAY + 4 * 3_600_000),
    });
    const [draft] = await t.db.query(
      `INSERT INTO editions (name, slug, ticket_price, regular_price, kit_prices)
       SELECT 'Next season', 'next-' || md5(random()::text), ticket_price, regular_price, kit_prices
       FROM editions WHERE id = 1 RETURNING id`,
    );
    const otherEdition = await addVenue(t, { maxSeats: 1, bookedSeats: 1, editionId: draft.id });
    for (const venue of [closed, past, otherEdition]) {
      const res = await join(joinBody(venue.id)).expect(409);
      expect(res.body).toMatchObject({ code: 'BOOKING_CLOSED', message: VENUE_TIME_MESSAGES.bookingClosed });
      expect(await entries(venue.id)).toEqual([]);
    }
  });

  it("ends an offer at the venue's booking close at the latest, and offers nothing once bookings have closed", async () => {
    const { venue, ids } = await fullVenueWithList(2, 2);
    const closesAt = new Date(Date.now() + 30 * 60_000);
    await t.db.query(`UPDATE venues SET booking_closes_at = $2, max_seats = 3 WHERE id = $1`, [venue.id, closesAt]);
    expect(await sweep()).toBe(1);
    const [offer] = await t.db.query(`SELECT status, offer_expires_at FROM waitlist_entries WHERE id = $1`, [ids[0]]);
    expect(offer.status).toBe('offered');
    // WAITLIST_OFFER_MINUTES (12 hours by default) would run past the close.
    expect(new Date(offer.offer_expires_at).getTime()).toBe(closesAt.getTime());

    await t.db.query(`UPDATE venues SET booking_closes_at = now() - interval '1 minute', max_seats = 4 WHERE id = $1`, [
      venue.id,
    ]);
    expect(await sweep()).toBe(0);
    expect((await entries(venue.id)).map((e) => [e.id, e.status])).toEqual([
      [ids[0], 'offered'],
      [ids[1], 'waiting'],
    ]);
    expect(await bookedSeats(venue.id)).toBe(3);
  });

  it('offers a seat freed by an expired hold to the first entry; it never goes back on public sale', async () => {
    const venue = await addVenue(t, { maxSeats: 1 });
    const held = await t.http().post('/api/registrations').send(registrationBody(venue.id)).expect(201);
    const { ids } = { ids: [(await join(joinBody(venue.id)).expect(201)).body.entryId] };
    await t.db.query(`UPDATE registrations SET hold_expires_at = now() - interval '1 second' WHERE booking_id = $1`, [
      held.body.registration.bookingId,
    ]);
    await t.app.get(HoldExpiryJob).run();
    // Between the release and the offer the seat is not for sale, in the list and availability alike,
    // and the hot-read fast path answers from the same cached copy (common/fast-reads.ts).
    expect(await available(venue.id)).toBe(0);
    expect(t.app.get(VenuesService).freshAvailability(venue.id)?.availableSeats).toBe(0);
    expect(await available(venue.id)).toBe(0);
    const list = (await t.http().get('/api/venues').expect(200)).body as Array<{ id: number; availableSeats: number }>;
    expect(list.find((v) => v.id === venue.id)?.availableSeats).toBe(0);
    await t.http().post('/api/registrations').send(registrationBody(venue.id)).expect(409);
    await sweep();
    const entry = (await entries(venue.id))[0]!;
    expect(entry).toMatchObject({ id: ids[0], status: 'offered' });
    expect(await bookedSeats(venue.id)).toBe(1);
    expect(await available(venue.id)).toBe(0);
    const sent = await t.db.query(
      `SELECT channel, params FROM messages WHERE template = 'waitlist_offer' AND event_key = $1 ORDER BY channel`,
      [`waitlist_offer:${entry.offer_token}`],
    );
    expect(sent.map((m: { channel: string }) => m.channel)).toEqual(['email', 'whatsapp']);
    expect(sent[0].params.path).toBe(`/waitlist/offer/${entry.offer_token}`);
  });

  it('offers a seat freed by a desk cancel, and one freed by a transfer out', async () => {
    const cancelled = await fullVenueWithList(1);
    await deskAct(cancelled.bookings[0]!, 'cancel', { refund: 'none', reason: 'Family moved' }).expect(200);
    await sweep();
    expect(await statuses(cancelled.venue.id)).toEqual(['offered']);
    expect(await bookedSeats(cancelled.venue.id)).toBe(1);

    const moved = await fullVenueWithList(1);
    const elsewhere = await addVenue(t, { maxSeats: 5 });
    await deskAct(moved.bookings[0]!, 'transfer', { venueId: elsewhere.id }).expect(200);
    await sweep();
    expect(await statuses(moved.venue.id)).toEqual(['offered']);
    expect(await bookedSeats(moved.venue.id)).toBe(1);
  });

  it('offers raised capacity to the list first, in order, one seat each', async () => {
    const { venue, ids } = await fullVenueWithList(3);
    await owner
      .put(`/api/admin/venues/${venue.id}`)
      .send({
        name: venue.name,
        displayName: venue.displayName,
        city: venue.city,
        address: venue.address,
        startsAt: venue.startsAt!.toISOString(),
        endsAt: venue.endsAt!.toISOString(),
        maxSeats: 3,
      })
      .expect(200);
    expect(await available(venue.id)).toBe(0);
    await sweep();
    expect((await entries(venue.id)).map((e) => [e.id, e.status])).toEqual([
      [ids[0], 'offered'],
      [ids[1], 'offered'],
      [ids[2], 'waiting'],
    ]);
    expect(await bookedSeats(venue.id)).toBe(3);
  });

  it('books the offered seat through the offer link and the payment, while a stranger is refused', async () => {
    const { venue } = await fullVenueWithList(1);
    await t.db.query(`UPDATE venues SET max_seats = 2 WHERE id = $1`, [venue.id]);
    await sweep();
    const entry = (await entries(venue.id))[0]!;
    const offer = await t.http().get(`/api/waitlist/offer/${entry.offer_token}`).expect(200);
    expect(offer.body).toMatchObject({ venueId: venue.id, gradeGroup: 'std-5-9', prices: { withoutKit: {} } });

    const stranger = await t.http().post('/api/registrations').send(registrationBody(venue.id)).expect(409);
    expect(stranger.body.code).toBe('VENUE_FULL');
    const wrong = await t
      .http()
      .post(`/api/waitlist/offer/${entry.offer_token}/book`)
      .send({ takeawayKit: false, totalAmount: 1 })
      .expect(409);
    expect(wrong.body.code).toBe('PRICE_CHANGED');

    const price = offer.body.prices.withoutKit.totalAmount as number;
    const claimed = await t
      .http()
      .post(`/api/waitlist/offer/${entry.offer_token}/book`)
      .send({ takeawayKit: false, totalAmount: price })
      .expect(201);
    const bookingId = claimed.body.registration.bookingId as string;
    expect(await bookedSeats(venue.id)).toBe(2);
    const paid = t.razorpay.pay(claimed.body.razorpayOrder.id as string);
    await t
      .http()
      .post('/api/verify-payment')
      .send({ ...paid, booking_id: bookingId })
      .expect(200);
    const [row] = await t.db.query(
      `SELECT payment_status, holds_seat, total_amount FROM registrations WHERE booking_id = $1`,
      [bookingId],
    );
    expect(row).toEqual({ payment_status: 'paid', holds_seat: true, total_amount: price });
    expect(await entries(venue.id)).toEqual([expect.objectContaining({ status: 'claimed', booking_id: bookingId })]);
    expect(await bookedSeats(venue.id)).toBe(2);
    await t
      .http()
      .post(`/api/waitlist/offer/${entry.offer_token}/book`)
      .send({ takeawayKit: false, totalAmount: price })
      .expect(409);
  });

  it('passes a declined offer to the next entry at once, and an expired one at the next sweep', async () => {
    const { venue, ids } = await fullVenueWithList(3);
    await t.db.query(`UPDATE venues SET max_seats = 2 WHERE id = $1`, [venue.id]);
    await sweep();
    const first = (await entries(venue.id))[0]!;
    await t.http().post(`/api/waitlist/offer/${first.offer_token}/decline`).expect(200);
    expect((await entries(venue.id)).map((e) => [e.id, e.status])).toEqual([
      [ids[0], 'declined'],
      [ids[1], 'offered'],
      [ids[2], 'waiting'],
    ]);
    await t.http().post(`/api/waitlist/offer/${first.offer_token}/decline`).expect(409);

    await t.db.query(`UPDATE waitlist_entries SET offer_expires_at = now() - interval '1 second' WHERE id = $1`, [
      ids[1],
    ]);
    await sweep();
    expect(await statuses(venue.id)).toEqual(['declined', 'expired', 'offered']);
    expect(await bookedSeats(venue.id)).toBe(2);
  });

  it('lets a waiting parent leave from the join e-mail link', async () => {
    const venue = await addVenue(t, { maxSeats: 1, bookedSeats: 1 });
    await join(joinBody(venue.id)).expect(201);
    const [{ manage_token: token }] = await t.db.query(
      `SELECT manage_token FROM waitlist_entries WHERE venue_id = $1`,
      [venue.id],
    );
    const left = await t.http().post(`/api/waitlist/entry/${token}/leave`).expect(200);
    expect(left.body.status).toBe('left');
    const [{ waiting_entries: waiting }] = await t.db.query(`SELECT waiting_entries FROM venues WHERE id = $1`, [
      venue.id,
    ]);
    expect(waiting).toBe(0);
  });

  it('lets the desk list, move up, remove and offer by hand, each audited; counts show on venues and the dashboard', async () => {
    const { venue, ids } = await fullVenueWithList(3);
    const list = async () => (await owner.get(`/api/admin/waitlist?venueId=${venue.id}`).expect(200)).body;
    expect((await list()).items.map((e: { id: number; position: number }) => [e.id, e.position])).toEqual([
      [ids[0], 1],
      [ids[1], 2],
      [ids[2], 3],
    ]);
    const seen = (await owner.get('/api/admin/venues').expect(200)).body.find((v: { id: number }) => v.id === venue.id);
    expect(seen.waitingEntries).toBe(3);
    const dashboard = (await owner.get('/api/admin/dashboard').expect(200)).body;
    expect(dashboard.venueSeats.find((v: { id: number }) => v.id === venue.id).waitingEntries).toBe(3);

    await owner.post(`/api/admin/waitlist/${ids[2]}/move-up`).expect(200);
    expect((await owner.post(`/api/admin/waitlist/${ids[0]}/move-up`).expect(409)).body.code).toBe('CANNOT_MOVE');
    await owner.post(`/api/admin/waitlist/${ids[1]}/remove`).expect(200);
    expect((await owner.post(`/api/admin/waitlist/${ids[0]}/offer`).expect(409)).body.code).toBe('NO_FREE_SEAT');
    await t.db.query(`UPDATE venues SET max_seats = 2 WHERE id = $1`, [venue.id]);
    const offered = await owner.post(`/api/admin/waitlist/${ids[2]}/offer`).expect(200);
    expect(offered.body).toMatchObject({ id: ids[2], status: 'offered', offerExpiresAt: expect.any(String) });
    expect((await list()).items.map((e: { id: number; status: string }) => [e.id, e.status])).toEqual([
      [ids[0], 'waiting'],
      [ids[2], 'offered'],
      [ids[1], 'removed'],
    ]);
    expect(await bookedSeats(venue.id)).toBe(2);
    const audited = await t.db.query(
      `SELECT action FROM audit_events WHERE target_type = 'waitlist_entry' AND target_id = ANY($1) ORDER BY id`,
      [ids.map(String)],
    );
    expect(audited.map((a: { action: string }) => a.action)).toEqual([
      'waitlist.move_up',
      'waitlist.remove',
      'waitlist.offer',
    ]);
    await owner.get('/api/admin/waitlist?venueId=abc').expect(400);
  });

  describe('across app instances', () => {
    const others: TestApp[] = [];
    beforeAll(async () => {
      for (let i = 0; i < 2; i++) others.push(await startTestApp({ DATABASE_URL: t.settings.databaseUrl }));
    }, 120_000);
    afterAll(async () => {
      for (const other of others) await other.close();
    });

    it('makes exactly one offer per freed seat, to the first entries, when three instances sweep at once', async () => {
      for (let round = 0; round < 5; round++) {
        const { venue, ids } = await fullVenueWithList(3, 3);
        await t.db.query(`UPDATE venues SET booked_seats = 1 WHERE id = $1`, [venue.id]);
        await Promise.all([t, ...others].map((app) => app.app.get(WaitlistOffers).sweep()));
        expect((await entries(venue.id)).map((e) => [e.id, e.status])).toEqual([
          [ids[0], 'offered'],
          [ids[1], 'offered'],
          [ids[2], 'waiting'],
        ]);
        expect(await bookedSeats(venue.id)).toBe(3);
        const [{ n }] = await t.db.query(
          `SELECT count(*)::int AS n FROM messages m JOIN waitlist_entries e ON m.event_key = 'waitlist_offer:' || e.offer_token
           WHERE e.venue_id = $1 AND m.channel = 'email'`,
          [venue.id],
        );
        expect(n).toBe(2);
      }
    });
  });
});
