import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type supertest from 'supertest';
import { MESSAGES, venueChangeUnconfirmed } from '@robo/domain';
import { Registration, type RegistrationPaymentStatus } from '../src/registrations/entities/registration.entity.js';
import type { Venue } from '../src/venues/entities/venue.entity.js';
import { startAdminApp } from './support/admin.js';
import { createVenue } from './support/factories.js';
import type { TestApp } from './support/test-app.js';

const validVenue = () => ({
  name: `baner-${randomBytes(3).toString('hex')}`,
  displayName: 'Baner, Pune',
  city: 'Pune',
  address: 'Orchid Plaza, Baner Road, Pune 411045',
  dateTime: 'Sun, 12 Dec 2027 · 10:00 AM',
  maxSeats: 100,
});

/** A booking row holding one seat of the venue (and counted in its booked_seats). */
async function book(t: TestApp, venue: Venue, paymentStatus: RegistrationPaymentStatus): Promise<void> {
  await t.db.getRepository(Registration).insert({
    parentName: 'Asha Rao',
    phoneNumber: '919876543210',
    email: 'asha@example.com',
    childName: 'Vir Rao',
    gradeGroup: 'std-3-4',
    schoolName: 'DPS Pune',
    venueId: venue.id,
    bookingId: `RL-${randomBytes(4).toString('hex')}`,
    paymentStatus,
    holdsSeat: true,
    holdExpiresAt: new Date(Date.now() + 60_000),
  });
  await t.db.query('UPDATE venues SET booked_seats = booked_seats + 1 WHERE id = $1', [venue.id]);
}

describe('admin venues', () => {
  let t: TestApp;
  let admin: supertest.Agent;
  beforeAll(async () => ({ t, admin } = await startAdminApp()));
  afterAll(() => t.close());

  describe('validation (spec §5 "Venue admin")', () => {
    it.each([
      ['name', '', MESSAGES.venueNameRequired],
      ['name', '   ', MESSAGES.venueNameRequired],
      ['displayName', '', MESSAGES.displayNameRequired],
      ['city', '', MESSAGES.cityRequired],
      ['address', undefined, MESSAGES.addressRequired],
      ['dateTime', '', MESSAGES.dateTimeRequired],
      ['maxSeats', 0, MESSAGES.maxSeatsMin],
      ['maxSeats', undefined, MESSAGES.maxSeatsMin],
      ['maxSeats', 2.5, MESSAGES.maxSeatsMin],
      ['bookedSeats', -1, MESSAGES.bookedSeatsMin],
    ])('%s = %p → "%s"', async (field, value, message) => {
      const res = await admin
        .post('/api/admin/venues')
        .send({ ...validVenue(), [field]: value })
        .expect(400);
      expect(res.body.message).toBe(message);
    });

    it('reports every problem of an empty form', async () => {
      const res = await admin.post('/api/admin/venues').send({}).expect(400);
      expect(res.body.errors).toEqual(
        expect.arrayContaining([
          MESSAGES.venueNameRequired,
          MESSAGES.displayNameRequired,
          MESSAGES.cityRequired,
          MESSAGES.addressRequired,
          MESSAGES.dateTimeRequired,
          MESSAGES.maxSeatsMin,
        ]),
      );
    });

    it('refuses a new venue with more booked seats than seats', async () => {
      const res = await admin
        .post('/api/admin/venues')
        .send({ ...validVenue(), maxSeats: 5, bookedSeats: 6 })
        .expect(400);
      expect(res.body.message).toBe(MESSAGES.maxSeatsBelowBooked);
    });
  });

  it('creates a venue (trimmed, active by default) that parents then see', async () => {
    const body = { ...validVenue(), displayName: '  Kothrud, Pune  ' };
    const res = await admin.post('/api/admin/venues').send(body).expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: body.name,
      displayName: 'Kothrud, Pune',
      city: 'Pune',
      address: body.address,
      dateTime: '12 Dec 2027, 10:00 AM - 2:00 PM',
      maxSeats: 100,
      bookedSeats: 0,
      availableSeats: 100,
      isActive: true,
      bookingClosed: false,
      editionId: 1,
      startsAt: '2027-12-12T04:30:00.000Z',
      endsAt: '2027-12-12T08:30:00.000Z',
      bookingClosesAt: '2027-12-12T02:30:00.000Z',
      needsDate: false,
      heldSeats: 0,
      paidSeats: 0,
      waitingEntries: 0,
    });
    const publicList = (await t.http().get('/api/venues').expect(200)).body as Array<{ id: number }>;
    expect(publicList.map((v) => v.id)).toContain(res.body.id);
  });

  it('refuses a second venue with the same name (409)', async () => {
    const body = validVenue();
    await admin.post('/api/admin/venues').send(body).expect(201);
    const res = await admin
      .post('/api/admin/venues')
      .send({ ...body, displayName: 'Another' })
      .expect(409);
    expect(res.body.message).toMatch(/already exists/);
  });

  it('lists every venue, inactive ones too, with seats held and paid counted from bookings', async () => {
    const venue = await createVenue(t.db, { maxSeats: 10 });
    const hidden = await createVenue(t.db, { isActive: false });
    await book(t, venue, 'pending');
    await book(t, venue, 'paid');
    await book(t, venue, 'paid');

    const list = (await admin.get('/api/admin/venues').expect(200)).body as Array<Record<string, unknown>>;
    expect(list.find((v) => v.id === venue.id)).toMatchObject({
      bookedSeats: 3,
      availableSeats: 7,
      heldSeats: 1,
      paidSeats: 2,
      isActive: true,
    });
    expect(list.find((v) => v.id === hidden.id)).toMatchObject({ isActive: false, heldSeats: 0, paidSeats: 0 });
  });

  describe('editing', () => {
    it('updates the details', async () => {
      const venue = await createVenue(t.db);
      const res = await admin
        .put(`/api/admin/venues/${venue.id}`)
        .send({ ...validVenue(), name: venue.name, city: 'Mumbai', maxSeats: 120 })
        .expect(200);
      expect(res.body).toMatchObject({ id: venue.id, city: 'Mumbai', maxSeats: 120, availableSeats: 120 });
    });

    it('will not set max seats below the seats already booked, but allows exactly that many', async () => {
      const venue = await createVenue(t.db, { maxSeats: 10 });
      await book(t, venue, 'paid');
      await book(t, venue, 'pending');
      const res = await admin
        .put(`/api/admin/venues/${venue.id}`)
        .send({ ...validVenue(), name: venue.name, maxSeats: 1, notifyConfirmed: true })
        .expect(409);
      expect(res.body.message).toBe(MESSAGES.maxSeatsBelowBooked);
      expect(res.body.bookedSeats).toBe(2);
      const ok = await admin
        .put(`/api/admin/venues/${venue.id}`)
        .send({ ...validVenue(), name: venue.name, maxSeats: 2, notifyConfirmed: true })
        .expect(200);
      expect(ok.body).toMatchObject({ maxSeats: 2, bookedSeats: 2, availableSeats: 0 });
    });

    it('leaves the booked count to the bookings', async () => {
      const venue = await createVenue(t.db);
      await book(t, venue, 'paid');
      const res = await admin
        .put(`/api/admin/venues/${venue.id}`)
        .send({ ...validVenue(), name: venue.name, bookedSeats: 0, notifyConfirmed: true })
        .expect(200);
      expect(res.body.bookedSeats).toBe(1);
    });

    describe('moving a workshop parents have paid for', () => {
      const times = { startsAt: '2027-12-19T10:00', endsAt: '2027-12-19T14:00' };
      const storedTimes = async (id: number) =>
        (
          await t.db.query('SELECT starts_at AS "startsAt", date_time AS "dateTime" FROM venues WHERE id = $1', [id])
        )[0];

      it('answers 409 with the count of paid bookings and changes nothing until confirmed', async () => {
        const venue = await createVenue(t.db);
        await book(t, venue, 'paid');
        await book(t, venue, 'paid');
        await book(t, venue, 'pending');
        const before = await storedTimes(venue.id);
        const res = await admin
          .put(`/api/admin/venues/${venue.id}`)
          .send({ ...validVenue(), name: venue.name, ...times })
          .expect(409);
        expect(res.body).toMatchObject({
          code: 'VENUE_CHANGE_UNCONFIRMED',
          paidBookings: 2,
          message: venueChangeUnconfirmed(2),
        });
        expect(await storedTimes(venue.id)).toEqual(before);

        const ok = await admin
          .put(`/api/admin/venues/${venue.id}`)
          .send({ ...validVenue(), name: venue.name, ...times, notifyConfirmed: true })
          .expect(200);
        expect(ok.body).toMatchObject({
          startsAt: '2027-12-19T04:30:00.000Z',
          dateTime: '19 Dec 2027, 10:00 AM - 2:00 PM',
        });
        const [audit] = await t.db.query(
          `SELECT before->>'startsAt' AS "from", after->>'startsAt' AS "to" FROM audit_events
           WHERE action = 'venue.update' AND target_id = $1 ORDER BY id DESC LIMIT 1`,
          [String(venue.id)],
        );
        expect(audit).toEqual({ from: venue.startsAt!.toISOString(), to: '2027-12-19T04:30:00.000Z' });
      });

      it('asks nothing when the times and address stay, or when no booking is paid', async () => {
        const paid = await createVenue(t.db);
        await book(t, paid, 'paid');
        await admin
          .put(`/api/admin/venues/${paid.id}`)
          .send({
            ...validVenue(),
            name: paid.name,
            address: paid.address,
            city: 'Mumbai',
            startsAt: paid.startsAt!.toISOString(),
            endsAt: paid.endsAt!.toISOString(),
          })
          .expect(200);
        const pendingOnly = await createVenue(t.db);
        await book(t, pendingOnly, 'pending');
        await admin
          .put(`/api/admin/venues/${pendingOnly.id}`)
          .send({ ...validVenue(), name: pendingOnly.name, ...times })
          .expect(200);
      });
    });

    it('answers 404 for an unknown venue', async () => {
      await admin.put('/api/admin/venues/999999').send(validVenue()).expect(404);
      await admin.put('/api/admin/venues/not-a-number').send(validVenue()).expect(404);
      await admin.put('/api/admin/venues/999999/deactivate').expect(404);
    });
  });

  // With paid bookings it needs transfer or refund (workshop-reminders.test.ts, "deactivating a venue").
  it('deactivates a venue without paid bookings: hidden from parents, bookings kept', async () => {
    const venue = await createVenue(t.db);
    await book(t, venue, 'pending');
    const res = await admin.put(`/api/admin/venues/${venue.id}/deactivate`).expect(200);
    expect(res.body).toMatchObject({ id: venue.id, isActive: false, heldSeats: 1, paidSeats: 0 });
    const publicList = (await t.http().get('/api/venues').expect(200)).body as Array<{ id: number }>;
    expect(publicList.map((v) => v.id)).not.toContain(venue.id);
    const [{ count }] = await t.db.query('SELECT count(*)::int AS count FROM registrations WHERE venue_id = $1', [
      venue.id,
    ]);
    expect(count).toBe(1);
  });

  describe('deleting', () => {
    it('deletes a venue nobody registered for', async () => {
      const venue = await createVenue(t.db);
      await admin.delete(`/api/admin/venues/${venue.id}`).expect(200);
      const list = (await admin.get('/api/admin/venues').expect(200)).body as Array<{ id: number }>;
      expect(list.map((v) => v.id)).not.toContain(venue.id);
      await admin.delete(`/api/admin/venues/${venue.id}`).expect(404);
    });

    it('refuses to delete a venue with registrations and suggests deactivating it (409)', async () => {
      const venue = await createVenue(t.db);
      await book(t, venue, 'paid');
      const res = await admin.delete(`/api/admin/venues/${venue.id}`).expect(409);
      expect(res.body.message).toMatch(/registrations/);
      expect(res.body.message).toMatch(/Deactivate/);
      const list = (await admin.get('/api/admin/venues').expect(200)).body as Array<{ id: number }>;
      expect(list.map((v) => v.id)).toContain(venue.id);
    });
  });
});
