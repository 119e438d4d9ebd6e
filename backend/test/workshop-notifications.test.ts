import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SendWhatsappJob } from '../src/notifications/jobs/send-whatsapp.job.js';
import { NotificationsService } from '../src/notifications/notifications.service.js';
import { startFakeWhatsapp, type FakeWhatsapp } from './fakes/fake-whatsapp.js';
import { startTestAppWithRazorpay, type RazorpayTestApp } from './support/razorpay-test-app.js';
import { eventually } from './support/test-app.js';
import { addVenue, PHONE, registrationBody, registrationRow } from './workshop-support.js';

describe('workshop WhatsApp confirmation through the Cloud API', () => {
  let t: RazorpayTestApp;
  let whatsapp: FakeWhatsapp;

  beforeAll(async () => {
    whatsapp = await startFakeWhatsapp();
    t = await startTestAppWithRazorpay(whatsapp.env);
  });
  afterAll(async () => {
    await t?.close();
    await whatsapp?.close();
  });

  const outboxRow = async (dedupeKey: string) =>
    (await t.db.query('SELECT recipient, status, provider_message_id, error FROM notification_outbox WHERE dedupe_key = $1', [dedupeKey]))[0];

  it('sends the booking confirmation to the parent once the payment is confirmed, and only once', async () => {
    expect(t.app.get(NotificationsService).providerConfigured).toBe(true);
    const venue = await addVenue(t, { displayName: 'Baner Robotics Hall' });
    const created = await t.http().post('/api/registrations').send(registrationBody(venue.id)).expect(201);
    const bookingId = created.body.registration.bookingId as string;
    const paid = t.razorpay.pay(created.body.razorpayOrder.id);
    await t.http().post('/api/verify-payment').send({ ...paid, booking_id: bookingId }).expect(200);

    const message = await eventually(async () => whatsapp.messages.find((m) => m.body.includes(bookingId)));
    expect(message.to).toBe(PHONE);
    expect(message.body).toContain('Baner Robotics Hall');
    expect(message.body).toContain('₹349');
    expect(message.body).toContain(`/thank-you/${bookingId}`);
    await eventually(async () => (await registrationRow(t, bookingId)).whatsapp_sent);
    expect(await outboxRow(`booking-${bookingId}`)).toMatchObject({ recipient: PHONE, status: 'sent', provider_message_id: message.id });

    await t.http().post('/api/verify-payment').send({ ...paid, booking_id: bookingId }).expect(200);
    await t.app.get(NotificationsService).deliver({ dedupeKey: `booking-${bookingId}`, to: PHONE, body: 'again' });
    // Even a delivery run again after the outbox forgot it sends nothing twice.
    await t.app.get(SendWhatsappJob).run({ dedupeKey: `booking-${bookingId}`, to: PHONE, body: 'again' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(whatsapp.messages.filter((m) => m.body.includes(bookingId))).toHaveLength(1);
  });

  it('records a message the provider refuses as failed instead of retrying it forever', async () => {
    await t.app.get(NotificationsService).deliver({ dedupeKey: 'refused-test', to: '', body: 'Hello' });
    const row = await outboxRow('refused-test');
    expect(row.status).toBe('failed');
    expect(row.error).toMatch(/^400: .*Invalid parameter/);
  });
});
