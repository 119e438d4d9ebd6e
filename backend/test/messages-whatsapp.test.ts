import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Messages } from '../src/messages/messages.js';
import { startFakeWhatsapp, type FakeWhatsapp } from './fakes/fake-whatsapp.js';
import { startTestAppWithRazorpay, type RazorpayTestApp } from './support/razorpay-test-app.js';
import { eventually } from './support/test-app.js';
import { addVenue, PHONE, registrationBody, registrationRow } from './workshop-support.js';

describe('WhatsApp messages through the Cloud API', () => {
  let t: RazorpayTestApp;
  let whatsapp: FakeWhatsapp;

  beforeAll(async () => {
    whatsapp = await startFakeWhatsapp();
    t = await startTestAppWithRazorpay({ ...whatsapp.env, OUTBOX_RETRY_FIRST_MS: '200' });
  });
  afterAll(async () => {
    await t?.close();
    await whatsapp?.close();
  });

  const message = async (eventKey: string) =>
    (
      await t.db.query(
        `SELECT recipient, state, provider_id, last_error, delivery_status, payload FROM messages WHERE event_key = $1 AND channel = 'whatsapp'`,
        [eventKey],
      )
    )[0];

  async function paidBooking(overrides: Record<string, unknown> = {}): Promise<string> {
    const venue = await addVenue(t, { displayName: 'Baner Robotics Hall' });
    const created = await t.http().post('/api/registrations').send(registrationBody(venue.id, overrides)).expect(201);
    const bookingId = created.body.registration.bookingId as string;
    const paid = t.razorpay.pay(created.body.razorpayOrder.id);
    await Promise.all(
      [1, 2, 3].map(() =>
        t
          .http()
          .post('/api/verify-payment')
          .send({ ...paid, booking_id: bookingId })
          .expect(200),
      ),
    );
    return bookingId;
  }

  it('sends the booking confirmation as the approved template with the QR image header, once however often it is confirmed', async () => {
    const bookingId = await paidBooking();
    const sent = await eventually(async () => whatsapp.messages.find((m) => m.body.includes(bookingId)));
    expect(sent.to).toBe(PHONE);
    expect(sent.template?.name).toBe('booking_confirmed');
    expect(sent.template?.language.code).toBe('en');
    const header = sent.template?.components.find((c) => c.type === 'header');
    expect(header?.parameters?.[0]?.image?.link).toMatch(
      new RegExp(`/uploads/qr/${bookingId}\\.png\\?sig=[0-9a-f]{64}$`),
    );
    // Body parameters in the documented order (README.md): parent, booking, child, venue, date, address, amount, link.
    const body = sent.body.split('\n');
    expect(body[1]).toBe(bookingId);
    expect(body[3]).toBe('Baner Robotics Hall');
    expect(body[6]).toBe('₹349');
    expect(body[7]).toMatch(new RegExp(`/thank-you/${bookingId}$`));
    await eventually(async () => (await registrationRow(t, bookingId)).whatsapp_sent);
    expect(await message(`booking_confirmed:${bookingId}`)).toMatchObject({
      recipient: PHONE,
      state: 'sent',
      provider_id: sent.id,
      delivery_status: 'sent',
    });

    // Queued again for the same event (a webhook arriving late): nothing more is sent.
    await t.db.transaction((manager) =>
      t.app
        .get(Messages)
        .queue(manager, { template: 'booking_confirmed', eventKey: `booking_confirmed:${bookingId}`, bookingId }),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(whatsapp.messages.filter((m) => m.body.includes(bookingId))).toHaveLength(1);
  });

  it("says a booking's takeaway kit inside the amount parameter, keeping the approved template's eight", async () => {
    const bookingId = await paidBooking({ takeawayKit: true, totalAmount: 299900, originalAmount: 299900 });
    const sent = await eventually(async () => whatsapp.messages.find((m) => m.body.includes(bookingId)));
    expect(sent.template?.name).toBe('booking_confirmed');
    const body = sent.body.split('\n');
    expect(body).toHaveLength(8);
    expect(body[6]).toBe('₹2,999 (includes a takeaway kit, collected at the venue)');
    expect(body[7]).toMatch(new RegExp(`/thank-you/${bookingId}$`));
  });

  it('holds a free-text message when the parent has not written in the last 24 hours', async () => {
    const bookingId = await paidBooking();
    await t.db.transaction((manager) =>
      t.app.get(Messages).queue(manager, {
        template: 'booking_cancelled',
        eventKey: `booking_cancelled:${bookingId}`,
        bookingId,
        params: { reason: 'Venue closed' },
      }),
    );
    const row = await eventually(async () => {
      const found = await message(`booking_cancelled:${bookingId}`);
      return found?.state === 'held' ? found : null;
    });
    expect(row.last_error).toMatch(/24-hour window/);
    expect(whatsapp.messages.filter((m) => m.type === 'text' && m.body.includes(bookingId))).toHaveLength(0);
  });

  it('records a message the provider refuses as failed instead of retrying it forever', async () => {
    const bookingId = await paidBooking();
    await t.db.query(`UPDATE registrations SET phone_number = '+91' WHERE booking_id = $1`, [bookingId]);
    await t.db.transaction((manager) =>
      t.app.get(Messages).queue(manager, {
        template: 'booking_confirmed',
        eventKey: `booking_confirmed:again:${bookingId}`,
        bookingId,
        channels: ['whatsapp'],
      }),
    );
    const row = await eventually(async () => {
      const found = await message(`booking_confirmed:again:${bookingId}`);
      return found?.state === 'failed' ? found : null;
    });
    expect(row.last_error).toMatch(/^400: .*Invalid parameter/);
  });

  it('records delivery reports verified by the app secret, never moving a message backwards', async () => {
    const bookingId = await paidBooking();
    const sent = await eventually(async () => whatsapp.messages.find((m) => m.body.includes(bookingId)));
    const eventKey = `booking_confirmed:${bookingId}`;
    await eventually(async () => (await message(eventKey))?.state === 'sent');

    expect((await whatsapp.report(t.url, sent.id, 'delivered')).status).toBe(200);
    expect(await message(eventKey)).toMatchObject({ state: 'sent', delivery_status: 'delivered' });
    await whatsapp.report(t.url, sent.id, 'read');
    await whatsapp.report(t.url, sent.id, 'delivered'); // late and out of order
    expect(await message(eventKey)).toMatchObject({ state: 'sent', delivery_status: 'read' });

    // A forged report (wrong signature) is refused and changes nothing.
    const forged = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        { changes: [{ field: 'messages', value: { statuses: [{ id: sent.id, status: 'failed', timestamp: '1' }] } }] },
      ],
    });
    const refused = await fetch(`${t.url}/api/webhooks/whatsapp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': `sha256=${'0'.repeat(64)}` },
      body: forged,
    });
    expect(refused.status).toBe(401);
    expect(await message(eventKey)).toMatchObject({ state: 'sent', delivery_status: 'read' });
  });

  it('marks a message WhatsApp reports undeliverable as failed', async () => {
    const bookingId = await paidBooking();
    const sent = await eventually(async () => whatsapp.messages.find((m) => m.body.includes(bookingId)));
    await eventually(async () => (await message(`booking_confirmed:${bookingId}`))?.state === 'sent');
    await whatsapp.report(t.url, sent.id, 'failed');
    expect(await message(`booking_confirmed:${bookingId}`)).toMatchObject({
      state: 'failed',
      delivery_status: 'failed',
      last_error: '131026 Message undeliverable',
    });
  });

  it('sends free text once the parent has written to us (an open 24-hour window)', async () => {
    const bookingId = await paidBooking();
    expect((await whatsapp.inbound(t.url, PHONE, 'Is parking available?')).status).toBe(200);
    await t.db.transaction((manager) =>
      t.app
        .get(Messages)
        .queue(manager, { template: 'booking_transferred', eventKey: `booking_transferred:${bookingId}`, bookingId }),
    );
    const sent = await eventually(async () =>
      whatsapp.messages.find((m) => m.type === 'text' && m.body.includes(bookingId)),
    );
    expect(sent.to).toBe(PHONE);
    expect(sent.body).toContain('Baner Robotics Hall');
  });

  it("answers Meta's URL check only with the verify token", async () => {
    const token = whatsapp.env.WHATSAPP_VERIFY_TOKEN;
    const ok = await t
      .http()
      .get(`/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`)
      .expect(200);
    expect(ok.text).toBe('1158201444');
    await t
      .http()
      .get('/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1158201444')
      .expect(403);
  });
});
