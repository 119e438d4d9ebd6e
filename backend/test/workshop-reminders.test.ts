import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ParsedMail } from 'mailparser';
import type supertest from 'supertest';
import { EDITION_MESSAGES, type AdminEdition } from '@robo/domain';
import { WorkshopRemindersJob } from '../src/reminders/workshop-reminders.job.js';
import { startSmtpSink, type SmtpSink } from './fakes/smtp-sink.js';
import { signInAsAdmin } from './support/admin.js';
import { startTestAppWithRazorpay, type RazorpayTestApp } from './support/razorpay-test-app.js';
import { eventually } from './support/test-app.js';
import { addVenue, paidBooking, registrationBody } from './workshop-support.js';

/** 10:00 AM India time on 12 Dec 2027. */
const STARTS = new Date('2027-12-12T04:30:00Z');
const ENDS = new Date('2027-12-12T08:30:00Z');
const at = (iso: string) => new Date(iso);

/** The fields of PUT /api/admin/editions/{id}, from the edition as read. */
function editionBody(edition: AdminEdition, overrides: Record<string, unknown>): Record<string, unknown> {
  const { name, slug, ticketPrice, regularPrice, kitPrices, earlyBirdPlaces, headline, about, timeline, faq } = edition;
  return {
    name,
    slug,
    ticketPrice,
    regularPrice,
    kitPrices,
    earlyBirdPlaces,
    headline,
    about,
    timeline,
    faq,
    ...overrides,
  };
}

describe('workshop reminders and venue change notices, through a real SMTP server', () => {
  let t: RazorpayTestApp;
  let smtp: SmtpSink;
  let admin: supertest.Agent;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    // The scan runs by itself only once an hour here: each test drives it at the time it names.
    t = await startTestAppWithRazorpay({
      ...smtp.env,
      OUTBOX_RETRY_FIRST_MS: '200',
      OUTBOX_SWEEP_MS: '300',
      REMINDER_SCAN_EVERY_MS: '3600000',
    });
    admin = await signInAsAdmin(t);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const mailsTo = (address: string, subject: RegExp) => smtp.mailsTo(address, subject);
  const arrived = (address: string, subject: RegExp) => smtp.arrived(address, subject);
  const flat = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ');
  const scan = (now: Date) => t.app.get(WorkshopRemindersJob).run(now);
  const reminderRows = (bookingId: string) =>
    t.db.query(
      `SELECT b.reminder FROM booking_reminders b JOIN registrations r ON r.id = b.registration_id
       WHERE r.booking_id = $1 ORDER BY b.reminder`,
      [bookingId],
    ) as Promise<Array<{ reminder: string }>>;

  async function venueAt(displayName: string, address = 'Orchid School Auditorium, Baner Road, Pune 411045') {
    return addVenue(t, {
      name: `${displayName}-${Math.random().toString(36).slice(2, 8)}`,
      displayName,
      address,
      dateTime: '12 Dec 2027, 10:00 AM - 2:00 PM',
      startsAt: STARTS,
      endsAt: ENDS,
    });
  }

  it('stores an edition’s reminders and what to bring, defaults 48 hours and 07:00 on the day, and refuses a malformed one', async () => {
    // The scan is a repeatable job recorded with the others (late runs show in /api/health).
    const [schedule] = await t.db.query(`SELECT every_ms FROM schedule_runs WHERE id = 'reconcile:workshop-reminders'`);
    expect(Number(schedule?.every_ms)).toBe(3_600_000);

    const edition: AdminEdition = (await admin.get('/api/admin/editions/1').expect(200)).body;
    expect(edition.reminders).toEqual([{ hoursBefore: 48 }, { dayOfAt: '07:00' }]);
    expect(edition.whatToBring).toBe('');

    const both = await admin
      .put('/api/admin/editions/1')
      .send(editionBody(edition, { reminders: [{ hoursBefore: 24, dayOfAt: '07:00' }] }))
      .expect(400);
    expect(both.body).toMatchObject({ code: 'EDITION_INVALID_REMINDER', message: EDITION_MESSAGES.reminder });
    const twice = await admin
      .put('/api/admin/editions/1')
      .send(editionBody(edition, { reminders: [{ hoursBefore: 24 }, { hoursBefore: 24 }] }))
      .expect(400);
    expect(twice.body.message).toBe(EDITION_MESSAGES.reminderTwice);
    await admin
      .put('/api/admin/editions/1')
      .send(editionBody(edition, { reminders: [{ dayOfAt: '7am' }] }))
      .expect(400);
    expect((await admin.get('/api/admin/editions/1').expect(200)).body.reminders).toEqual(edition.reminders);

    const saved = await admin
      .put('/api/admin/editions/1')
      .send(
        editionBody(edition, {
          reminders: [{ hoursBefore: 48 }, { dayOfAt: '07:00' }],
          whatToBring: 'A water bottle and a pencil box',
        }),
      )
      .expect(200);
    expect(saved.body).toMatchObject({
      reminders: [{ hoursBefore: 48 }, { dayOfAt: '07:00' }],
      whatToBring: 'A water bottle and a pencil box',
    });
  });

  it('sends each due reminder once to every paid booking (not before its time, not to an unpaid hold, not after the start), with the address, map link, what to bring and the kit', async () => {
    const venue = await venueAt('Kothrud Robotics Lab');
    const withKit = await paidBooking(t, venue.id, {
      email: 'kit.parent@example.com',
      takeawayKit: true,
      originalAmount: 299900,
      totalAmount: 299900,
    });
    const noKit = await paidBooking(t, venue.id, { email: 'plain.parent@example.com', phoneNumber: '9822011111' });
    await t
      .http()
      .post('/api/registrations')
      .send(registrationBody(venue.id, { email: 'unpaid.parent@example.com', phoneNumber: '9822022222' }))
      .expect(201);

    expect(await scan(at('2027-12-10T04:29:00Z'))).toBe(0); // a minute before 48 hours to go
    expect(await scan(at('2027-12-10T04:31:00Z'))).toBe(2);
    expect(await scan(at('2027-12-10T04:40:00Z'))).toBe(0); // each reminder once

    const mail: ParsedMail = await arrived('kit.parent@example.com', /^Reminder:/);
    expect(mail.subject).toMatch(/^Reminder: Vir Rao \d+'s workshop at Kothrud Robotics Lab, 12 Dec 2027/);
    expect(mail.html).toContain('See you in 2 days');
    expect(flat(mail.text)).toContain('Orchid School Auditorium, Baner Road, Pune 411045');
    expect(mail.html).toContain('https://www.google.com/maps/search/?api=1&amp;query=Kothrud%20Robotics%20Lab');
    expect(flat(mail.text)).toContain('A water bottle and a pencil box');
    expect(flat(mail.text)).toMatch(/A takeaway kit is booked for Vir Rao \d+: collect it at the venue\./);
    expect(flat((await arrived('plain.parent@example.com', /^Reminder:/)).text)).toContain(
      'No takeaway kit is booked.',
    );

    const [whatsapp] = await t.db.query(
      `SELECT template, params FROM messages WHERE event_key = $1 AND channel = 'whatsapp'`,
      [`booking_reminder:${withKit.bookingId}:48h`],
    );
    expect(whatsapp).toEqual({ template: 'booking_reminder', params: { reminder: '48h' } });

    // 07:00 on the day is 01:30 UTC; after the start nothing more goes out.
    expect(await scan(at('2027-12-12T01:29:00Z'))).toBe(0);
    expect(await scan(at('2027-12-12T01:31:00Z'))).toBe(2);
    await eventually(async () => mailsTo('kit.parent@example.com', /^Reminder:/).length === 2 || undefined, 15_000);
    expect(
      mailsTo('kit.parent@example.com', /^Reminder:/).map((m) => String(m.html).includes('See you today')),
    ).toEqual([false, true]);
    expect(await scan(at('2027-12-12T05:00:00Z'))).toBe(0);
    expect(await reminderRows(noKit.bookingId)).toEqual([{ reminder: '48h' }, { reminder: 'day-of-07:00' }]);
    expect(mailsTo('unpaid.parent@example.com', /^Reminder:/)).toHaveLength(0);
  }, 90_000);

  it('gives a booking paid after a reminder’s time none for it, but the later ones', async () => {
    const venue = await venueAt('Aundh Science Centre');
    const late = await paidBooking(t, venue.id, { email: 'late.parent@example.com', phoneNumber: '9822033333' });
    // Paid a day before the workshop: the 48-hour reminder's time had passed for everyone else.
    await t.db.query(`UPDATE registrations SET paid_at = '2027-12-11T03:00:00Z' WHERE booking_id = $1`, [
      late.bookingId,
    ]);

    expect(await scan(at('2027-12-11T04:00:00Z'))).toBe(0);
    expect(await reminderRows(late.bookingId)).toEqual([]);
    expect(await scan(at('2027-12-12T02:00:00Z'))).toBe(1);
    expect(await reminderRows(late.bookingId)).toEqual([{ reminder: 'day-of-07:00' }]);
    expect((await arrived('late.parent@example.com', /^Reminder:/)).html).toContain('See you today');
  });

  it('queues each reminder once when three scans run at the same moment (as from several processes)', async () => {
    const venue = await venueAt('Wakad Makers Hub');
    const bookings = [];
    for (let i = 0; i < 4; i++)
      bookings.push(
        await paidBooking(t, venue.id, { email: `race.${i}@example.com`, phoneNumber: `98220440${10 + i}` }),
      );

    const [first, second, third] = await Promise.all([
      scan(at('2027-12-10T06:00:00Z')),
      scan(at('2027-12-10T06:00:00Z')),
      scan(at('2027-12-10T06:00:00Z')),
    ]);
    expect(first + second + third).toBe(4);
    const [{ count }] = await t.db.query(
      `SELECT count(*)::int AS count FROM messages WHERE template = 'booking_reminder' AND booking_id = ANY($1)`,
      [bookings.map((b) => b.bookingId)],
    );
    expect(count).toBe(8); // e-mail and WhatsApp, once each
  }, 90_000);

  it('asks to confirm a new time for a venue with paid bookings, then sends venue_changed with an .ics that updates the confirmation’s event', async () => {
    const venue = await venueAt('Hinjewadi Tech Park Hall');
    const { bookingId } = await paidBooking(t, venue.id, { email: 'moved.parent@example.com' });
    const confirmation = await arrived('moved.parent@example.com', /^Booking confirmed/);
    const confirmationIcs = confirmation.attachments.find((a) => a.filename === 'workshop.ics')?.content.toString();
    expect(confirmationIcs).toContain('SEQUENCE:0');
    const uid = /UID:(.+)\r?\n/.exec(confirmationIcs ?? '')?.[1];
    expect(uid).toBe(`${bookingId}@${new URL(t.settings.publicUrl).hostname}`);

    const body = {
      name: venue.name,
      displayName: venue.displayName,
      city: venue.city,
      address: venue.address,
      startsAt: '2027-12-13T11:00',
      endsAt: '2027-12-13T15:00',
      maxSeats: venue.maxSeats,
    };
    // Seats alone: nobody is told, nothing to confirm.
    await admin
      .put(`/api/admin/venues/${venue.id}`)
      .send({ ...body, startsAt: '2027-12-12T10:00', endsAt: '2027-12-12T14:00', maxSeats: 120 })
      .expect(200);

    const refused = await admin.put(`/api/admin/venues/${venue.id}`).send(body).expect(409);
    expect(refused.body).toMatchObject({ code: 'VENUE_CHANGE_UNCONFIRMED', paidBookings: 1 });
    expect(refused.body.message).toBe(
      '1 paid booking will be told of this change. Confirm to save it and send each parent the new details.',
    );
    const [unchanged] = await t.db.query(`SELECT starts_at, calendar_sequence FROM venues WHERE id = $1`, [venue.id]);
    expect(unchanged).toEqual({ starts_at: STARTS, calendar_sequence: 0 });

    const saved = await admin
      .put(`/api/admin/venues/${venue.id}`)
      .send({ ...body, notifyConfirmed: true })
      .expect(200);
    expect(saved.body.startsAt).toBe('2027-12-13T05:30:00.000Z');

    const notice = await arrived('moved.parent@example.com', /^Workshop changed/);
    expect(notice.subject).toBe(
      `Workshop changed: Hinjewadi Tech Park Hall, now 13 Dec 2027, 11:00 AM - 3:00 PM (${bookingId})`,
    );
    expect(flat(notice.text)).toContain(
      'Date and time: was 12 Dec 2027, 10:00 AM - 2:00 PM, now 13 Dec 2027, 11:00 AM - 3:00 PM',
    );
    const ics = notice.attachments.find((a) => a.filename === 'workshop.ics');
    expect(ics?.contentType).toBe('text/calendar');
    const calendar = ics?.content.toString() ?? '';
    expect(calendar).toContain('METHOD:REQUEST');
    expect(calendar).toContain(`UID:${uid}`);
    expect(calendar).toContain('SEQUENCE:1');
    expect(calendar).toContain('DTSTART:20271213T053000Z');
    expect(calendar).toMatch(/ORGANIZER;CN="?RoboLeague"?:MAILTO:bookings@roboleague\.test/);

    // A new address alone is a change too, with the next sequence.
    await admin
      .put(`/api/admin/venues/${venue.id}`)
      .send({ ...body, address: 'Phase 2 Auditorium, Hinjewadi, Pune 411057', notifyConfirmed: true })
      .expect(200);
    await eventually(
      async () => mailsTo('moved.parent@example.com', /^Workshop changed/).length === 2 || undefined,
      15_000,
    );
    const moved = mailsTo('moved.parent@example.com', /^Workshop changed/).find((m) => m.text?.includes('Phase 2'));
    expect(flat(moved?.text)).toContain(
      'Address: was Orchid School Auditorium, Baner Road, Pune 411045, now Phase 2 Auditorium',
    );
    expect(moved?.attachments.find((a) => a.filename === 'workshop.ics')?.content.toString()).toContain('SEQUENCE:2');
  }, 90_000);

  describe('deactivating a venue with paid bookings', () => {
    const paidAt = async (venueId: number, email: string, phoneNumber: string) =>
      (await paidBooking(t, venueId, { email, phoneNumber })).bookingId;
    const venueOf = async (bookingId: string) =>
      (await t.db.query(`SELECT venue_id FROM registrations WHERE booking_id = $1`, [bookingId]))[0].venue_id;

    it('is refused without a choice, naming how many, and changes nothing; a venue without paid bookings goes as before', async () => {
      const empty = await venueAt('Empty Hall');
      expect((await admin.put(`/api/admin/venues/${empty.id}/deactivate`).expect(200)).body.isActive).toBe(false);

      const venue = await venueAt('Camp Hall');
      await paidAt(venue.id, 'camp.parent@example.com', '9822055501');
      const refused = await admin.put(`/api/admin/venues/${venue.id}/deactivate`).expect(409);
      expect(refused.body).toMatchObject({
        code: 'VENUE_HAS_PAID_BOOKINGS',
        paidBookings: 1,
        message:
          'This venue has 1 paid booking. Choose whether to move them to another venue or refund them; each parent is told.',
      });
      // The edit form's "active" switch is refused the same way.
      const edit = await admin
        .put(`/api/admin/venues/${venue.id}`)
        .send({
          name: venue.name,
          displayName: venue.displayName,
          city: venue.city,
          address: venue.address,
          startsAt: '2027-12-12T10:00',
          endsAt: '2027-12-12T14:00',
          maxSeats: venue.maxSeats,
          isActive: false,
        })
        .expect(409);
      expect(edit.body).toMatchObject({ code: 'VENUE_HAS_PAID_BOOKINGS', paidBookings: 1 });
      await admin.put(`/api/admin/venues/${venue.id}/deactivate`).send({ bookings: 'transfer' }).expect(400);
      const [row] = await t.db.query(`SELECT is_active FROM venues WHERE id = $1`, [venue.id]);
      expect(row.is_active).toBe(true);
    });

    it('moves every paid booking to the chosen venue through the desk’s transfer, and tells each parent', async () => {
      const closing = await venueAt('Shivaji Nagar Hall');
      const target = await venueAt('Deccan Gymkhana Hall');
      const first = await paidAt(closing.id, 'move.one@example.com', '9822066601');
      const second = await paidAt(closing.id, 'move.two@example.com', '9822066602');

      const res = await admin
        .put(`/api/admin/venues/${closing.id}/deactivate`)
        .send({ bookings: 'transfer', toVenueId: target.id })
        .expect(200);
      expect(res.body).toMatchObject({
        isActive: false,
        bookings: { transferred: [first, second], refunded: [], failed: [] },
      });
      expect([await venueOf(first), await venueOf(second)]).toEqual([target.id, target.id]);
      const [seats] = await t.db.query(`SELECT booked_seats FROM venues WHERE id = $1`, [target.id]);
      expect(seats.booked_seats).toBe(2);
      const moved = await arrived('move.two@example.com', /^Booking changed/);
      expect(flat(moved.text)).toContain('Deccan Gymkhana Hall');
      const [timeline] = await t.db.query(
        `SELECT count(*)::int AS count FROM audit_events WHERE action = 'registration.transfer' AND target_id = $1`,
        [first],
      );
      expect(timeline.count).toBe(1);

      // Sent again (a retry after a timeout): nothing is moved twice.
      const again = await admin
        .put(`/api/admin/venues/${closing.id}/deactivate`)
        .send({ bookings: 'transfer', toVenueId: target.id })
        .expect(200);
      expect(again.body.bookings).toEqual({ transferred: [], refunded: [], failed: [] });
    }, 90_000);

    it('refunds every paid booking in full through the desk’s cancel, and tells each parent', async () => {
      const venue = await venueAt('Viman Nagar Hall');
      const bookingId = await paidAt(venue.id, 'refund.parent@example.com', '9822077701');

      const res = await admin
        .put(`/api/admin/venues/${venue.id}/deactivate`)
        .send({ bookings: 'refund', reason: 'The hall is closed for repairs.' })
        .expect(200);
      expect(res.body.bookings).toEqual({ transferred: [], refunded: [bookingId], failed: [] });
      const [refund] = await t.db.query(`SELECT amount_paise FROM refunds WHERE subject_id = $1`, [bookingId]);
      expect(refund.amount_paise).toBe(34900);
      // One e-mail says both: cancelled, and the refund.
      const cancelled = await arrived('refund.parent@example.com', /^Booking cancelled/);
      expect(flat(cancelled.text)).toContain('The hall is closed for repairs.');
      expect(flat(cancelled.text)).toContain('We are refunding ₹349 to the card or account you paid with.');
    }, 90_000);
  });
});
