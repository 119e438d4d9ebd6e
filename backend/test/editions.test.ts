import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type supertest from 'supertest';
import { EDITION_MESSAGES, FIRST_EDITION, VENUE_TIME_MESSAGES, type AdminEdition, type AdminVenue } from '@robo/domain';
import { onlyRow } from '../src/common/rows.js';
import { EditionsService } from '../src/editions/editions.service.js';
import { bookingCalendar } from '../src/messages/email/venue-calendar.js';
import { loadBookingFacts } from '../src/messages/message-facts.js';
import { PricingService } from '../src/registrations/pricing.service.js';
import { signInAsAdmin, signInAsStaff } from './support/admin.js';
import { startTestAppWithRazorpay, type RazorpayTestApp } from './support/razorpay-test-app.js';
import { eventually } from './support/test-app.js';
import { addVenue, paidBooking, registrationBody } from './workshop-support.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** India time, as the admin form sends it. */
const indiaTime = (at: Date) => new Date(at.getTime() + 5.5 * HOUR).toISOString().slice(0, 16);

const venueBody = (overrides: Record<string, unknown> = {}) => ({
  name: `hall-${Math.random().toString(36).slice(2, 8)}`,
  displayName: 'Baner Hall',
  city: 'Pune',
  address: 'Orchid Plaza, Baner Road, Pune 411045',
  startsAt: '2027-12-14T10:00',
  endsAt: '2027-12-14T14:00',
  maxSeats: 50,
  ...overrides,
});

const editionBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'RoboLeague 2027 — 12th edition',
  slug: 'roboleague-12',
  ticketPrice: 44900,
  regularPrice: 249900,
  kitPrices: { 'std-1-2': 209900, 'std-3-4': 309900, 'std-5-9': 509900 },
  earlyBirdPlaces: 2,
  headline: 'A smart farm this year.',
  timeline: [{ date: 'Jan 2028', text: 'National finale in Pune.' }],
  faq: [{ question: 'How long?', answer: '4 hours.' }],
  ...overrides,
});

describe('editions', () => {
  let t: RazorpayTestApp;
  let admin: supertest.Agent;

  beforeAll(async () => {
    t = await startTestAppWithRazorpay({ EARLY_BIRD_LIMIT: '500' });
    admin = await signInAsAdmin(t);
  });
  afterAll(() => t.close());

  /** Public reads are cached for half a second per process: forget them as another process's change would be. */
  const forgetCaches = () => {
    t.app.get(EditionsService).editionsChanged();
    t.app.get(PricingService).pricingChanged();
  };

  describe('venue times', () => {
    it('renders the SPEC dateTime from India-time start and end, with bookings closing two hours before', async () => {
      const res = await admin.post('/api/admin/venues').send(venueBody()).expect(201);
      expect(res.body).toMatchObject({
        dateTime: '14 Dec 2027, 10:00 AM - 2:00 PM',
        startsAt: '2027-12-14T04:30:00.000Z',
        endsAt: '2027-12-14T08:30:00.000Z',
        bookingClosesAt: '2027-12-14T02:30:00.000Z',
        editionId: 1,
        needsDate: false,
        bookingClosed: false,
      });
      const list = (await t.http().get('/api/venues').expect(200)).body as AdminVenue[];
      expect(list.find((venue) => venue.id === res.body.id)?.dateTime).toBe('14 Dec 2027, 10:00 AM - 2:00 PM');
    });

    it.each([
      ['a malformed start', { startsAt: '14/12/2027 10am' }, VENUE_TIME_MESSAGES.startsAtInvalid],
      ['a malformed end', { endsAt: '2027-13-40T10:00' }, VENUE_TIME_MESSAGES.endsAtInvalid],
      [
        'a start in the past',
        { startsAt: '2020-01-05T10:00', endsAt: '2020-01-05T14:00' },
        VENUE_TIME_MESSAGES.startsInPast,
      ],
      ['an end before the start', { endsAt: '2027-12-14T09:00' }, VENUE_TIME_MESSAGES.endBeforeStart],
      [
        'bookings closing after the start',
        { bookingClosesAt: '2027-12-14T11:00' },
        VENUE_TIME_MESSAGES.closesAfterStart,
      ],
      [
        'free text it cannot read',
        { startsAt: undefined, endsAt: undefined, dateTime: '13/12/2027, 10 AM' },
        VENUE_TIME_MESSAGES.dateTimeUnreadable,
      ],
    ])('refuses %s with 400 and saves nothing', async (_, overrides, message) => {
      const body = venueBody(overrides);
      const res = await admin.post('/api/admin/venues').send(body).expect(400);
      expect(res.body.message).toBe(message);
      const names = ((await admin.get('/api/admin/venues').expect(200)).body as AdminVenue[]).map((v) => v.name);
      expect(names).not.toContain(body.name);
    });

    it('closes bookings at bookingClosesAt by itself: holds are refused with 409 and the landing shows it closed', async () => {
      const startsAt = new Date(Date.now() + DAY);
      const venue = (
        await admin
          .post('/api/admin/venues')
          .send(
            venueBody({
              startsAt: indiaTime(startsAt),
              endsAt: indiaTime(new Date(startsAt.getTime() + 4 * HOUR)),
              bookingClosesAt: new Date(Date.now() + 2500).toISOString(),
            }),
          )
          .expect(201)
      ).body as AdminVenue;
      await t.http().post('/api/registrations').send(registrationBody(venue.id)).expect(201);
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const refused = await t.http().post('/api/registrations').send(registrationBody(venue.id)).expect(409);
      expect(refused.body).toMatchObject({
        code: 'BOOKING_CLOSED',
        message: 'Bookings for this workshop have closed.',
      });
      await eventually(async () => {
        const list = (await t.http().get('/api/venues').expect(200)).body as AdminVenue[];
        return list.find((v) => v.id === venue.id)?.bookingClosed === true;
      });
    });

    it('takes past venues off the public list', async () => {
      const venue = await addVenue(t);
      await t.db.query(
        `UPDATE venues SET starts_at = now() - interval '5 hours', ends_at = now() - interval '1 hour' WHERE id = $1`,
        [venue.id],
      );
      await eventually(async () => {
        const ids = ((await t.http().get('/api/venues').expect(200)).body as AdminVenue[]).map((v) => v.id);
        return !ids.includes(venue.id);
      });
    });

    it('flags a venue without a readable date ("set the date"), refuses its bookings, and takes them once staff set it', async () => {
      const venue = await addVenue(t, { startsAt: null, endsAt: null, dateTime: 'Sundays, 10 AM' });
      const flagged = ((await admin.get('/api/admin/venues').expect(200)).body as AdminVenue[]).find(
        (v) => v.id === venue.id,
      );
      expect(flagged).toMatchObject({
        needsDate: true,
        startsAt: null,
        dateTime: 'Sundays, 10 AM',
        bookingClosed: true,
      });
      const refused = await t.http().post('/api/registrations').send(registrationBody(venue.id)).expect(409);
      expect(refused.body.code).toBe('BOOKING_CLOSED');

      const fixed = await admin
        .put(`/api/admin/venues/${venue.id}`)
        .send(venueBody({ name: venue.name }))
        .expect(200);
      expect(fixed.body).toMatchObject({ needsDate: false, dateTime: '14 Dec 2027, 10:00 AM - 2:00 PM' });
      await t.http().post('/api/registrations').send(registrationBody(venue.id)).expect(201);
    });

    it('puts the real times in the confirmation’s calendar file', async () => {
      const venue = (await admin.post('/api/admin/venues').send(venueBody()).expect(201)).body as AdminVenue;
      const { bookingId } = await paidBooking(t, venue.id);
      const facts = await loadBookingFacts(t.db, bookingId);
      const ics = bookingCalendar(facts!, 'https://roboleague.test/thank-you', 'roboleague.test');
      expect(ics).toContain('DTSTART:20271214T043000Z');
      expect(ics).toContain('DTEND:20271214T083000Z');
    });
  });

  describe('admin editions API', () => {
    it('lists edition 1 (today’s season, on sale) to every staff role, but lets only the owner write', async () => {
      const desk = await signInAsStaff(t, 'desk');
      const list = (await desk.agent.get('/api/admin/editions').expect(200)).body as AdminEdition[];
      expect(list.find((e) => e.id === 1)).toMatchObject({
        name: FIRST_EDITION.name,
        status: 'on_sale',
        ticketPrice: 34900,
        timeline: FIRST_EDITION.timeline,
      });
      await desk.agent.post('/api/admin/editions').send(editionBody()).expect(403);
      await desk.agent.post('/api/admin/editions/1/clone').send({ name: 'Copy', shiftDays: 365 }).expect(403);
      await t.http().get('/api/admin/editions').expect(401);
    });

    it('creates a draft, edits it (audited) and refuses a taken slug', async () => {
      const created = (
        await admin
          .post('/api/admin/editions')
          .send(editionBody({ slug: 'draft-one' }))
          .expect(201)
      ).body as AdminEdition;
      expect(created).toMatchObject({ status: 'draft', ticketPrice: 44900, venueCount: 0, earlyBirdTaken: 0 });
      const edited = await admin
        .put(`/api/admin/editions/${created.id}`)
        .send(editionBody({ slug: 'draft-one', timeline: [{ date: 'Feb 2028', text: 'Finale moved.' }] }))
        .expect(200);
      expect(edited.body.timeline).toEqual([{ date: 'Feb 2028', text: 'Finale moved.' }]);
      const taken = await admin
        .post('/api/admin/editions')
        .send(editionBody({ slug: 'draft-one' }))
        .expect(409);
      expect(taken.body.message).toBe(EDITION_MESSAGES.slugTaken);
      const audit = await t.db.query(
        `SELECT action FROM audit_events WHERE target_type = 'edition' AND target_id = $1 ORDER BY id`,
        [String(created.id)],
      );
      expect(audit.map((row: { action: string }) => row.action)).toEqual(['edition.create', 'edition.update']);
    });

    it.each([
      ['a price below ₹1', { ticketPrice: 50 }, EDITION_MESSAGES.ticketPrice],
      ['a bad slug', { slug: 'Not A Slug' }, EDITION_MESSAGES.slug],
      ['a missing kit price', { kitPrices: { 'std-1-2': 1000 } }, EDITION_MESSAGES.kitPrice],
      [
        'sales closing before they open',
        { salesOpenAt: '2027-10-01T09:00', salesCloseAt: '2027-09-01T09:00' },
        EDITION_MESSAGES.salesCloseBeforeOpen,
      ],
    ])('refuses %s with 400', async (_, overrides, message) => {
      const res = await admin
        .post('/api/admin/editions')
        .send(editionBody({ slug: 'refused', ...overrides }))
        .expect(400);
      expect(res.body.message).toBe(message);
    });
  });

  describe('next season: clone, open sales, and bookings keep their edition', () => {
    let edition1Booking: { bookingId: string };
    let edition1Venue: number;
    let clone: AdminEdition;

    beforeAll(async () => {
      const venue = (
        await admin
          .post('/api/admin/venues')
          .send(venueBody({ startsAt: '2027-12-20T09:30', endsAt: '2027-12-20T13:30' }))
          .expect(201)
      ).body as AdminVenue;
      edition1Venue = venue.id;
      edition1Booking = await paidBooking(t, venue.id, {
        takeawayKit: true,
        totalAmount: 299900,
        originalAmount: 299900,
      });
    });

    it('clones edition 1 with its venues moved by shiftDays, its prices and content, and no bookings', async () => {
      const before = ((await admin.get('/api/admin/venues?edition=1').expect(200)).body as AdminVenue[]).filter(
        (v) => !v.needsDate,
      );
      clone = (
        await admin
          .post('/api/admin/editions/1/clone')
          .send({ name: 'RoboLeague 12th Edition', shiftDays: 364 })
          .expect(201)
      ).body as AdminEdition;
      expect(clone).toMatchObject({
        status: 'draft',
        slug: 'roboleague-12th-edition',
        ticketPrice: 34900,
        timeline: FIRST_EDITION.timeline,
        faq: FIRST_EDITION.faq,
        earlyBirdTaken: 0,
      });
      const copies = (await admin.get(`/api/admin/venues?edition=${clone.id}`).expect(200)).body as AdminVenue[];
      expect(clone.venueCount).toBe(copies.length);
      const original = before.find((v) => v.id === edition1Venue)!;
      const copy = copies.find((v) => v.displayName === original.displayName && v.name.startsWith(original.name))!;
      expect(new Date(copy.startsAt!).getTime() - new Date(original.startsAt!).getTime()).toBe(364 * DAY);
      expect(copy).toMatchObject({
        dateTime: '18 Dec 2028, 9:30 AM - 1:30 PM',
        bookedSeats: 0,
        paidSeats: 0,
        heldSeats: 0,
      });
      const [{ count }] = await t.db.query(`SELECT count(*)::int AS count FROM registrations WHERE edition_id = $1`, [
        clone.id,
      ]);
      expect(count).toBe(0);
    });

    it('refuses to open a second edition while one is on sale, naming it', async () => {
      const res = await admin.post(`/api/admin/editions/${clone.id}/status`).send({ status: 'on_sale' }).expect(409);
      expect(res.body).toMatchObject({
        code: 'EDITION_ON_SALE_ELSEWHERE',
        message: EDITION_MESSAGES.anotherOnSale(FIRST_EDITION.name),
      });
      await admin.post(`/api/admin/editions/${clone.id}/status`).send({ status: 'archived' }).expect(200);
      const back = await admin.post(`/api/admin/editions/${clone.id}/status`).send({ status: 'on_sale' }).expect(409);
      expect(back.body.code).toBe('EDITION_STATUS_MOVE');
    });

    it('opens exactly one of two drafts opened at once', async () => {
      await admin.post('/api/admin/editions/1/status').send({ status: 'closed' }).expect(200);
      const a = (await admin.post('/api/admin/editions/1/clone').send({ name: 'Race A', shiftDays: 7 }).expect(201))
        .body;
      const b = (await admin.post('/api/admin/editions/1/clone').send({ name: 'Race B', shiftDays: 7 }).expect(201))
        .body;
      const answers = await Promise.all(
        [a, b].map((e: AdminEdition) => admin.post(`/api/admin/editions/${e.id}/status`).send({ status: 'on_sale' })),
      );
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      const onSale = await t.db.query(`SELECT id FROM editions WHERE status = 'on_sale'`);
      expect(onSale).toHaveLength(1);
      await admin.post(`/api/admin/editions/${onSale[0].id}/status`).send({ status: 'closed' }).expect(200);
    });

    it('sells the new edition at its own prices and early-bird places; edition 1 bookings keep theirs', async () => {
      const draft = (await admin.post('/api/admin/editions').send(editionBody()).expect(201)).body as AdminEdition;
      const venue = (
        await admin
          .post('/api/admin/venues')
          .send(venueBody({ editionId: draft.id }))
          .expect(201)
      ).body as AdminVenue;
      await admin.post(`/api/admin/editions/${draft.id}/status`).send({ status: 'on_sale' }).expect(200);
      forgetCaches();

      const pricing = (await t.http().get('/api/pricing').expect(200)).body;
      expect(pricing).toMatchObject({
        tier: 'early-bird',
        earlyBirdLimit: 2,
        earlyBirdRemaining: 2,
        basePrice: 44900,
        regularPrice: 249900,
      });
      const publicIds = ((await t.http().get('/api/venues').expect(200)).body as AdminVenue[]).map((v) => v.id);
      expect(publicIds).toEqual([venue.id]);

      // Edition 1's price is refused for the new edition's venue; its own is taken.
      const stale = await t.http().post('/api/registrations').send(registrationBody(venue.id)).expect(409);
      expect(stale.body.currentPrice.totalAmount).toBe(44900);
      await paidBooking(t, venue.id, { totalAmount: 44900, originalAmount: 44900 });
      await paidBooking(t, venue.id, { totalAmount: 44900, originalAmount: 44900 });
      forgetCaches();
      expect((await t.http().get('/api/pricing').expect(200)).body).toMatchObject({
        tier: 'regular',
        earlyBirdRemaining: 0,
      });
      await paidBooking(t, venue.id, { totalAmount: 249900, originalAmount: 249900 });
      const counters = await t.db.query(`SELECT key, value FROM counters WHERE key LIKE 'early_bird:%' ORDER BY key`);
      expect(counters).toEqual(expect.arrayContaining([{ key: `early_bird:${draft.id}`, value: 2 }]));

      // Edition 1's venue is closed for new bookings, and its booking keeps price, edition and invoice.
      const closed = await t.http().post('/api/registrations').send(registrationBody(edition1Venue)).expect(409);
      expect(closed.body.code).toBe('BOOKING_CLOSED');
      const [kept] = await t.db.query(
        `SELECT edition_id, total_amount, original_amount FROM registrations WHERE booking_id = $1`,
        [edition1Booking.bookingId],
      );
      expect(kept).toEqual({ edition_id: 1, total_amount: 299900, original_amount: 299900 });
      const invoice = onlyRow(
        await t.db.query(`SELECT lines, total FROM invoices WHERE subject_ref = $1`, [edition1Booking.bookingId]),
      ) as { lines: Array<{ listPrice: number }>; total: number };
      expect(invoice.total).toBe(299900);
      expect(invoice.lines.map((line) => line.listPrice)).toEqual([34900, 265000]);

      // A kit booking in the new edition is invoiced with its own ticket price as the seat.
      const { bookingId } = await paidBooking(t, venue.id, {
        takeawayKit: true,
        totalAmount: 309900,
        originalAmount: 309900,
      });
      const kitInvoice = onlyRow(
        await t.db.query(`SELECT lines FROM invoices WHERE subject_ref = $1`, [bookingId]),
      ) as { lines: Array<{ listPrice: number }> };
      expect(kitInvoice.lines.map((line) => line.listPrice)).toEqual([44900, 265000]);
    });
  });
});
