import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type supertest from 'supertest';
import { CHALLENGE_REQUIRED, MY_BOOKING_MESSAGES } from '@robo/domain';
import { AccessCodesOutOfMessages1795781811355 } from '../../src/database/migrations/1795781811355-access-codes-out-of-messages.js';
import { startFakeWhatsapp, type FakeWhatsapp } from '../fakes/fake-whatsapp.js';
import { startSmtpSink, type SmtpSink } from '../fakes/smtp-sink.js';
import { signInAsStaff } from '../support/admin.js';
import { createProduct } from '../support/factories.js';
import { insertBooking, insertOrder } from '../support/sales.js';
import { eventually, startTestApp, type TestApp } from '../support/test-app.js';
import { addVenue, registrationBody } from '../workshop-support.js';
import { client, solve } from './clients.js';

/** The "find my booking" codes queued so far for these recipients (written in the request's own transaction). */
async function codeMessagesTo(t: TestApp, recipients: string[]) {
  return t.db.query(
    `SELECT channel, recipient FROM messages WHERE template = 'access_code' AND recipient = ANY($1) ORDER BY id`,
    [recipients],
  ) as Promise<Array<{ channel: string; recipient: string }>>;
}

describe('find my booking: a code goes only to the contact typed, and never shows to staff', () => {
  let t: TestApp;
  let whatsapp: FakeWhatsapp;
  let smtp: SmtpSink;
  let productId: string;

  beforeAll(async () => {
    [whatsapp, smtp] = await Promise.all([startFakeWhatsapp(), startSmtpSink()]);
    t = await startTestApp({
      ...whatsapp.env,
      ...smtp.env,
      ACCESS_CODES_PER_CLIENT: '100',
      ACCESS_CODES_PER_CONTACT: '10',
      LOGIN_RATE_LIMIT: '1000',
    });
    productId = (await createProduct(t.db, { inventory: 50 })).id;
  });
  afterAll(async () => {
    await t?.close();
    await whatsapp?.close();
    await smtp?.close();
  });

  /** A paid booking with these contacts (E.164 phone). */
  async function paidBooking(phone: string, email: string): Promise<string> {
    const venue = await addVenue(t);
    const { bookingId } = await insertBooking(t.db, {
      venueId: venue.id,
      createdAt: '2026-11-01T10:00:00Z',
      paidAt: '2026-11-01T10:01:00Z',
    });
    await t.db.query(`UPDATE registrations SET phone_number = $2, email = $3 WHERE booking_id = $1`, [
      bookingId,
      phone,
      email,
    ]);
    return bookingId;
  }
  /** A kit paid for later than any booking, with whatever contacts its buyer typed. */
  const paidOrder = (customerPhone: string, customerEmail: string) =>
    insertOrder(t.db, {
      productId,
      unitPrice: 149900,
      createdAt: '2026-11-20T10:00:00Z',
      paidAt: '2026-11-20T10:01:00Z',
      customerPhone,
      customerEmail,
    });

  it.each([
    { typed: { phone: '9822013210' }, sentTo: '+91 •••••• 3210' },
    { typed: { email: 'Asha.Mirror@example.com' }, sentTo: 'a•••@example.com' },
  ])(
    'sends the code for $typed only there, never to the other address of a kit a stranger paid for with it',
    async ({ typed, sentTo }) => {
      // The parent booked with the contact typed; a stranger paid later with it and their own other address.
      const phone = typed.phone && `+91${typed.phone}`;
      const email = typed.email?.toLowerCase();
      const victim = { phone: phone ?? '+919822024680', email: email ?? 'victim@example.com' };
      const stranger = { phone: phone ?? '+919811122233', email: email ?? 'stranger@example.com' };
      await paidBooking(victim.phone, victim.email);
      await paidOrder(stranger.phone, stranger.email);
      const everyAddress = [victim, stranger].flatMap((c) => [c.email, c.phone.slice(1)]);

      const crossChannel = await t
        .http()
        .post('/api/my-booking/code')
        .send({ ...typed, channel: phone ? 'email' : 'whatsapp' })
        .expect(400);
      expect(crossChannel.body.message).toBe(MY_BOOKING_MESSAGES.channelMismatch);
      expect(await codeMessagesTo(t, everyAddress)).toEqual([]);

      const asked = await t.http().post('/api/my-booking/code').send(typed).expect(202);
      expect(asked.body).toEqual({ message: MY_BOOKING_MESSAGES.codeSent, sentTo });
      expect(await codeMessagesTo(t, everyAddress)).toEqual([
        phone ? { channel: 'whatsapp', recipient: phone.slice(1) } : { channel: 'email', recipient: email },
      ]);
    },
  );

  it('names the masked contact the same way whether or not anything was booked with it', async () => {
    const unknown = await t.http().post('/api/my-booking/code').send({ email: 'zoya.nobody@example.com' }).expect(202);
    expect(unknown.body).toEqual({ message: MY_BOOKING_MESSAGES.codeSent, sentTo: 'z•••@example.com' });
    expect(await codeMessagesTo(t, ['zoya.nobody@example.com'])).toEqual([]);
  });

  it('sends the code itself to the parent, while the admin Messages API and the stored row show only ••••••', async () => {
    await paidBooking('+919822035791', 'codes.parent@example.com');
    const ask = (contact: Record<string, string>) => t.http().post('/api/my-booking/code').send(contact).expect(202);
    await ask({ email: 'codes.parent@example.com', channel: 'email' });
    await ask({ phone: '9822035791', channel: 'whatsapp' });
    const mail = await eventually(async () =>
      smtp.mails.find((m) => JSON.stringify(m.to).includes('codes.parent@example.com')),
    );
    const mailed = /(\d{6})/.exec(mail.subject ?? '')?.[1];
    const texted = (await eventually(async () => whatsapp.messages.find((m) => m.to === '919822035791')))?.body;
    expect(mailed).toMatch(/^\d{6}$/);
    expect(mail.text).toContain(mailed);
    expect(texted).toMatch(/^\d{6}$/);

    const desk = (await signInAsStaff(t, 'desk')).agent;
    const rows = await t.db.query(
      `SELECT id::text AS id, params::text || coalesce(subject, '') || body_text || coalesce(body_html, '') || payload::text AS stored
       FROM messages WHERE template = 'access_code' AND recipient IN ('codes.parent@example.com', '919822035791')`,
    );
    expect(rows).toHaveLength(2);
    const seen = [JSON.stringify((await desk.get('/api/admin/messages').query({ template: 'access_code' })).body)];
    for (const row of rows) {
      seen.push(JSON.stringify((await desk.get(`/api/admin/messages/${row.id}`).expect(200)).body), row.stored);
    }
    for (const text of seen) {
      expect(text).not.toContain(mailed);
      expect(text).not.toContain(texted);
      expect(text).toContain('••••••');
    }
  });

  it('takes the codes out of code messages stored before, and fails those not yet sent', async () => {
    const [sent, queued] = await t.db.query(
      `INSERT INTO messages (channel, template, event_key, recipient, params, subject, body_text, body_html, payload, state)
       VALUES ('whatsapp', 'access_code', 'legacy:1', '919822000001', '{"code":"731904","minutes":10}', NULL,
               '731904 is your RoboLeague code.', NULL, '{"template":{"components":[{"parameters":[{"text":"731904"}]}]}}', 'sent'),
              ('email', 'access_code', 'legacy:2', 'legacy@example.com', '{"code":"584026","minutes":10}', NULL, NULL, NULL, NULL, 'queued')
       RETURNING id::text AS id`,
    );
    const runner = t.db.createQueryRunner();
    await new AccessCodesOutOfMessages1795781811355().up(runner);
    await runner.release();
    const rows = await t.db.query(
      `SELECT id::text AS id, state, params::text || coalesce(body_text, '') || coalesce(payload::text, '') AS stored
       FROM messages WHERE event_key LIKE 'legacy:%' ORDER BY id`,
    );
    expect(rows).toEqual([
      { id: sent.id, state: 'sent', stored: expect.not.stringContaining('731904') },
      { id: queued.id, state: 'failed', stored: expect.not.stringContaining('584026') },
    ]);
    expect(rows[0].stored).toContain('•••••• is your RoboLeague code.');
  });

  /** A parent's session on one device: asks for a code on WhatsApp and enters it. */
  async function signedIn(phone: string): Promise<supertest.Agent> {
    const device = t.http();
    const before = whatsapp.messages.length;
    await device.post('/api/my-booking/code').send({ phone, channel: 'whatsapp' }).expect(202);
    const code = await eventually(async () => whatsapp.messages.slice(before).find((m) => m.to === `91${phone}`)?.body);
    await device.post('/api/my-booking/verify').send({ phone, code }).expect(200);
    await device.get('/api/my-booking').expect(200);
    return device;
  }

  it("ends every session of the parent's contact at once, on every device", async () => {
    await paidBooking('+919822046802', 'devices.parent@example.com');
    const phone = await signedIn('9822046802');
    const laptop = await signedIn('9822046802');
    await t.http().post('/api/my-booking/sessions/end-all').send({}).expect(401);

    await phone.post('/api/my-booking/sessions/end-all').send({}).expect(204);
    for (const device of [phone, laptop]) {
      expect((await device.get('/api/my-booking').expect(401)).body.message).toBe(MY_BOOKING_MESSAGES.signedOut);
      await device.post('/api/my-booking/resend').send({ bookingId: 'RL-ABCD2345' }).expect(401);
    }
    // A new code opens a new session as before.
    await signedIn('9822046802');
  });
});

describe('a solved challenge counts only from the client it was issued to (HOLDS_PER_CLIENT=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ HOLDS_PER_CLIENT: '1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  let seq = 0;
  const booking = (venueId: number, altcha?: string) => {
    seq += 1;
    return registrationBody(venueId, {
      phoneNumber: `9197${String(10_000_000 + seq)}`,
      email: `bound${seq}@example.com`,
      ...(altcha && { altcha }),
    });
  };

  it('refuses an answer solved for one address when another presents it, and still takes it from the first', async () => {
    const venue = await addVenue(t, { maxSeats: 100 });
    const solver = client('127.0.0.2', t.url);
    const other = client('127.0.0.3', t.url);
    for (const c of [solver, other]) expect((await c.post('/api/registrations', booking(venue.id))).status).toBe(201);
    const asked = await solver.post('/api/registrations', booking(venue.id));
    expect(asked.body.code).toBe(CHALLENGE_REQUIRED);
    const answer = await solve(asked.body.challenge);

    const handedOn = await other.post('/api/registrations', booking(venue.id, answer));
    expect(handedOn.status).toBe(429);
    expect(handedOn.body.code).toBe(CHALLENGE_REQUIRED);
    expect((await solver.post('/api/registrations', booking(venue.id, answer))).status).toBe(201);
  });
});
