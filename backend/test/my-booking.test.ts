import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type supertest from 'supertest';
import { MY_BOOKING_MESSAGES } from '@robo/domain';
import { startFakeWhatsapp, type FakeWhatsapp } from './fakes/fake-whatsapp.js';
import { startSmtpSink, type SmtpSink } from './fakes/smtp-sink.js';
import { startTestAppWithRazorpay, type RazorpayTestApp } from './support/razorpay-test-app.js';
import { eventually } from './support/test-app.js';
import { addVenue, registrationBody } from './workshop-support.js';

describe('/api/my-booking: find my booking with a one-time code', () => {
  let t: RazorpayTestApp;
  let whatsapp: FakeWhatsapp;
  let smtp: SmtpSink;

  beforeAll(async () => {
    whatsapp = await startFakeWhatsapp();
    smtp = await startSmtpSink();
    t = await startTestAppWithRazorpay({
      ...whatsapp.env,
      ...smtp.env,
      ACCESS_CODES_PER_CLIENT: '100',
      ACCESS_CODES_PER_CONTACT: '3',
      OUTBOX_RETRY_FIRST_MS: '200',
    });
  });
  afterAll(async () => {
    await t?.close();
    await whatsapp?.close();
    await smtp?.close();
  });

  async function paidBooking(phone: string, email: string): Promise<string> {
    const venue = await addVenue(t, { displayName: 'Andheri Hall' });
    const created = await t
      .http()
      .post('/api/registrations')
      .send(registrationBody(venue.id, { phoneNumber: phone, email }))
      .expect(201);
    const bookingId = created.body.registration.bookingId as string;
    await t
      .http()
      .post('/api/verify-payment')
      .send({ ...t.razorpay.pay(created.body.razorpayOrder.id), booking_id: bookingId })
      .expect(200);
    return bookingId;
  }
  const codeOnWhatsapp = (to: string, before: number) =>
    eventually(
      async () => whatsapp.messages.slice(before).find((m) => m.to === to && m.template?.name === 'access_code')?.body,
    );

  it('sends a code on WhatsApp, opens a parent session with it, and shows the bookings with ticket and invoice', async () => {
    const bookingId = await paidBooking('98220 11111', 'first.parent@example.com');
    const before = whatsapp.messages.length;
    const parent = t.http();
    const asked = await parent
      .post('/api/my-booking/code')
      .send({ phone: '+91 98220-11111', channel: 'whatsapp' })
      .expect(202);
    expect(asked.body).toEqual({ message: MY_BOOKING_MESSAGES.codeSent, sentTo: '+91 •••••• 1111' });
    const code = await codeOnWhatsapp('919822011111', before);
    expect(code).toMatch(/^\d{6}$/);

    await parent.get('/api/my-booking').expect(401);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      (await parent.post('/api/my-booking/verify').send({ phone: '9822011111', code: wrong }).expect(400)).body.message,
    ).toBe(MY_BOOKING_MESSAGES.codeWrong);
    const verified = await parent.post('/api/my-booking/verify').send({ phone: '9822011111', code }).expect(200);
    const cookie = String(verified.headers['set-cookie']);
    expect(cookie).toMatch(/^robo\.parent=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    // A code works once.
    expect(
      (await t.http().post('/api/my-booking/verify').send({ phone: '9822011111', code }).expect(400)).body.message,
    ).toBe(MY_BOOKING_MESSAGES.codeSpent);

    const overview = await parent.get('/api/my-booking').expect(200);
    expect(overview.headers['cache-control']).toBe('no-store');
    expect(overview.body.orders).toEqual([]);
    expect(overview.body.bookings).toHaveLength(1);
    const [booking] = overview.body.bookings;
    expect(booking).toMatchObject({
      bookingId,
      childName: expect.stringMatching(/^Vir Rao \d+$/),
      venue: 'Andheri Hall',
      status: 'paid',
      amount: 34900,
      takeawayKit: false,
      ticketPath: `/thank-you/${bookingId}`,
    });
    // The venue's times, which Hindi and Marathi pages format in their language.
    expect(new Date(booking.startsAt).getTime()).toBeLessThan(new Date(booking.endsAt).getTime());
    const invoice = await t.http().get(booking.invoicePath).expect(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    // The admin area stays closed to a parent session.
    await parent.get('/api/admin/messages').expect(401);
  });

  it("resends a confirmation once an hour at most, and only for the parent's own booking", async () => {
    const bookingId = await paidBooking('98220 22222', 'resend.parent@example.com');
    const other = await paidBooking('98220 33333', 'someone.else@example.com');
    await eventually(async () => smtp.mails.find((m) => m.subject?.includes(bookingId)));
    const before = whatsapp.messages.length;
    const parent = t.http();
    await parent.post('/api/my-booking/code').send({ phone: '9822022222', channel: 'whatsapp' }).expect(202);
    const code = await codeOnWhatsapp('919822022222', before);
    await parent.post('/api/my-booking/verify').send({ phone: '9822022222', code }).expect(200);
    expect(
      (await parent.get('/api/my-booking').expect(200)).body.bookings.map((b: { bookingId: string }) => b.bookingId),
    ).toEqual([bookingId]);

    await parent.post('/api/my-booking/resend').send({ bookingId }).expect(202);
    await parent.post('/api/my-booking/resend').send({ bookingId }).expect(202);
    await parent.post('/api/my-booking/resend').send({ bookingId: other }).expect(404);
    await eventually(async () => smtp.mails.filter((m) => m.subject?.includes(bookingId)).length === 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails.filter((m) => m.subject?.includes(bookingId))).toHaveLength(2); // the confirmation and one resend
    expect(smtp.mails.filter((m) => m.subject?.includes(other))).toHaveLength(1);
  });

  it('answers a contact with no booking exactly as one with a booking, sends it nothing and lets no code in', async () => {
    const before = { whatsapp: whatsapp.messages.length, mails: smtp.mails.length };
    const unknown = await t
      .http()
      .post('/api/my-booking/code')
      .send({ phone: '9822099999', channel: 'whatsapp' })
      .expect(202);
    const unknownMail = await t
      .http()
      .post('/api/my-booking/code')
      .send({ email: 'nobody.booked@example.com', channel: 'email' })
      .expect(202);
    expect(unknown.body).toEqual({ message: MY_BOOKING_MESSAGES.codeSent, sentTo: '+91 •••••• 9999' });
    expect(unknownMail.body).toEqual({ message: MY_BOOKING_MESSAGES.codeSent, sentTo: 'n•••@example.com' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Only what went to these two contacts counts: an earlier test's confirmation may still be arriving.
    expect(whatsapp.messages.slice(before.whatsapp).filter((m) => m.to === '919822099999')).toEqual([]);
    expect(
      smtp.mails.slice(before.mails).filter((m) => JSON.stringify(m.to ?? '').includes('nobody.booked@example.com')),
    ).toEqual([]);
    const [{ count }] = await t.db.query(
      `SELECT count(*)::int AS count FROM messages WHERE recipient IN ('919822099999', 'nobody.booked@example.com')`,
    );
    expect(count).toBe(0);
    expect(
      (await t.http().post('/api/my-booking/verify').send({ phone: '9822099999', code: '123456' }).expect(400)).body
        .message,
    ).toBe(MY_BOOKING_MESSAGES.codeWrong);
  });

  it('sends the code by e-mail, and takes at most 5 tries of a code, even when guesses race', async () => {
    await paidBooking('98220 44444', 'Tries.Parent@example.com');
    await t
      .http()
      .post('/api/my-booking/code')
      .send({ email: 'tries.parent@example.com', channel: 'email' })
      .expect(202);
    const mail = await eventually(async () =>
      smtp.mails.find(
        (m) =>
          m.to && JSON.stringify(m.to).includes('tries.parent@example.com') && /RoboLeague code/.test(m.subject ?? ''),
      ),
    );
    const code = /(\d{6})/.exec(mail.subject ?? '')![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.http().post('/api/my-booking/verify').send({ email: 'tries.parent@example.com', code: wrong }),
      ),
    );
    expect(answers.map((a) => a.body.message).filter((m) => m === MY_BOOKING_MESSAGES.codeWrong)).toHaveLength(5);
    expect(answers.every((a) => a.status === 400)).toBe(true);
    expect(
      (await t.http().post('/api/my-booking/verify').send({ email: 'tries.parent@example.com', code }).expect(400)).body
        .message,
    ).toBe(MY_BOOKING_MESSAGES.codeSpent);
    // A session opened by e-mail lists the bookings made with that e-mail (in any letter case).
    const parent = t.http();
    const mailsBefore = smtp.mails.length;
    await parent.post('/api/my-booking/code').send({ email: 'TRIES.parent@example.com' }).expect(202);
    const next = await eventually(async () =>
      smtp.mails
        .slice(mailsBefore)
        .find(
          (m) => JSON.stringify(m.to).includes('tries.parent@example.com') && /RoboLeague code/.test(m.subject ?? ''),
        ),
    );
    const fresh = /(\d{6})/.exec(next.subject ?? '')![1]!;
    await parent.post('/api/my-booking/verify').send({ email: 'tries.parent@example.com', code: fresh }).expect(200);
    expect((await parent.get('/api/my-booking').expect(200)).body.bookings).toHaveLength(1);
  });

  it('limits codes per phone number, refuses bad input with a clear message, and ignores a forged session', async () => {
    for (let i = 0; i < 3; i += 1)
      await t.http().post('/api/my-booking/code').send({ phone: '9822055555', channel: 'whatsapp' }).expect(202);
    const refused = await t
      .http()
      .post('/api/my-booking/code')
      .send({ phone: '+919822055555', channel: 'whatsapp' })
      .expect(429);
    expect(refused.body.message).toBe(MY_BOOKING_MESSAGES.tooManyCodes);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    expect((await t.http().post('/api/my-booking/code').send({ channel: 'email' }).expect(400)).body.message).toBe(
      MY_BOOKING_MESSAGES.contactRequired,
    );
    expect(
      (await t.http().post('/api/my-booking/code').send({ phone: '12345', channel: 'whatsapp' }).expect(400)).body
        .message,
    ).toBe('Please enter a valid Indian phone number');
    expect(
      (await t.http().post('/api/my-booking/code').send({ email: 'a@b.co', channel: 'sms' }).expect(400)).body.message,
    ).toBe('Choose WhatsApp or e-mail for the code.');
    expect(
      (await t.http().post('/api/my-booking/verify').send({ email: 'a@b.co', code: '12ab' }).expect(400)).body.message,
    ).toBe(MY_BOOKING_MESSAGES.codeFormat);

    const forged = Buffer.from(JSON.stringify({ k: 'phone', v: '+919822011111', e: 9_999_999_999 })).toString(
      'base64url',
    );
    const agent: supertest.Agent = t.http();
    await agent
      .get('/api/my-booking')
      .set('Cookie', `robo.parent=${forged}.${'a'.repeat(64)}`)
      .expect(401);
  });
});

describe('/api/my-booking code requests per client address', () => {
  let t: RazorpayTestApp;
  beforeAll(async () => {
    t = await startTestAppWithRazorpay({ ACCESS_CODES_PER_CLIENT: '4' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a fifth code request from one address within the hour, whatever the contact', async () => {
    for (let i = 0; i < 4; i += 1)
      await t
        .http()
        .post('/api/my-booking/code')
        .send({ phone: `982207000${i}`, channel: 'whatsapp' })
        .expect(202);
    const refused = await t
      .http()
      .post('/api/my-booking/code')
      .send({ phone: '9822070009', channel: 'whatsapp' })
      .expect(429);
    expect(refused.body.message).toBe(MY_BOOKING_MESSAGES.tooManyCodes);
  });
});
