import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type supertest from 'supertest';
import { Messages, type QueueMessage } from '../src/messages/messages.js';
import { startSmtpSink, type SmtpSink } from './fakes/smtp-sink.js';
import { signInAsStaff } from './support/admin.js';
import { startTestAppWithRazorpay, type RazorpayTestApp } from './support/razorpay-test-app.js';
import { eventually } from './support/test-app.js';
import { addVenue, registrationBody } from './workshop-support.js';

describe('/api/admin/messages', () => {
  let t: RazorpayTestApp;
  let smtp: SmtpSink;
  let desk: supertest.Agent;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestAppWithRazorpay({ ...smtp.env, OUTBOX_RETRY_FIRST_MS: '200', LOGIN_RATE_LIMIT: '1000' });
    desk = (await signInAsStaff(t, 'desk')).agent;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const queue = (request: QueueMessage) => t.db.transaction((manager) => t.app.get(Messages).queue(manager, request));
  const stateOf = async (id: string) => (await desk.get(`/api/admin/messages/${id}`).expect(200)).body.state as string;

  async function paidBooking(email: string): Promise<string> {
    const venue = await addVenue(t, {
      displayName: 'Koramangala Hall',
      dateTime: 'Sun, 20 Dec 2026 · 10:00 AM – 2:00 PM',
    });
    const created = await t.http().post('/api/registrations').send(registrationBody(venue.id, { email })).expect(201);
    const bookingId = created.body.registration.bookingId as string;
    await t
      .http()
      .post('/api/verify-payment')
      .send({ ...t.razorpay.pay(created.body.razorpayOrder.id), booking_id: bookingId })
      .expect(200);
    return bookingId;
  }

  it('lists messages with their state, filters them, and previews an e-mail exactly as sent', async () => {
    const bookingId = await paidBooking('list.parent@example.com');
    await eventually(async () => smtp.mails.find((m) => m.subject?.includes(bookingId)));
    const whatsappHeld = await eventually(async () => {
      const page = (await desk.get('/api/admin/messages').query({ q: bookingId, channel: 'whatsapp' }).expect(200))
        .body;
      return page.items[0]?.state === 'held' ? page : null;
    });
    expect(whatsappHeld.items[0]).toMatchObject({
      template: 'booking_confirmed',
      recipient: '919876543210',
      bookingId,
      lastError: expect.stringMatching(/No WhatsApp Cloud API configured/),
    });

    const page = (await desk.get('/api/admin/messages').query({ q: 'list.parent@', state: 'sent' }).expect(200)).body;
    expect(page.total).toBe(1);
    expect(page.counts.sent).toBeGreaterThanOrEqual(1);
    expect(page.counts.held).toBeGreaterThanOrEqual(1);
    const [email] = page.items;
    expect(email).toMatchObject({
      channel: 'email',
      template: 'booking_confirmed',
      recipient: 'list.parent@example.com',
      state: 'sent',
      attempts: 1,
    });

    const detail = (await desk.get(`/api/admin/messages/${email.id}`).expect(200)).body;
    const sent = smtp.mails.find((m) => m.subject?.includes(bookingId))!;
    expect(detail.subject).toBe(sent.subject);
    expect(detail.text.trim()).toBe(sent.text?.trim());
    expect(detail.html).toContain('src="data:image/png;base64,'); // the inline QR, shown as the e-mail shows it
    expect(detail.html).not.toContain('cid:');
    expect(detail.attachments.map((a: { filename: string }) => a.filename)).toEqual([
      'ticket-qr.png',
      'workshop.ics',
      `invoice-${bookingId}.pdf`,
    ]);

    const preview = (await desk.get(`/api/admin/messages/${whatsappHeld.items[0].id}`).expect(200)).body;
    expect(preview.whatsappRequest).toMatchObject({ type: 'template', template: { name: 'booking_confirmed' } });
    expect(preview.text).toContain(bookingId);

    await desk.get('/api/admin/messages').query({ state: 'lost' }).expect(400);
    await desk.get('/api/admin/messages/abc').expect(404);
  });

  it('retries a failed message once staff ask, and refuses to resend one that was sent', async () => {
    smtp.refuse('typo@example.com');
    const [id] = await queue({
      template: 'access_code',
      eventKey: 'admin-retry',
      contact: { email: 'typo@example.com' },
      params: { code: '246810', minutes: 10 },
    });
    await eventually(async () => (await stateOf(id!)) === 'failed');
    smtp.accept('typo@example.com');

    const retried = await desk.post(`/api/admin/messages/${id}/retry`).send({}).expect(202);
    expect(retried.body.state).toBe('queued');
    await eventually(async () => smtp.mails.find((m) => m.subject?.includes('246810')));
    await eventually(async () => (await stateOf(id!)) === 'sent');
    const again = await desk.post(`/api/admin/messages/${id}/retry`).send({}).expect(409);
    expect(again.body.message).toBe('Only a failed or held message can be retried.');
    expect(smtp.mails.filter((m) => m.subject?.includes('246810'))).toHaveLength(1);
    const [audit] = await t.db.query(`SELECT action, target_id FROM audit_events WHERE action = 'message.retry'`);
    expect(audit).toMatchObject({ action: 'message.retry', target_id: id });
  });

  it('e-mails a staff invitation with its link, shown in the admin to the owner only', async () => {
    const owner = (await signInAsStaff(t, 'owner')).agent;
    const invited = await owner
      .post('/api/admin/staff')
      .send({ email: 'new.desk@example.com', name: 'Priya Desk', role: 'desk' })
      .expect(201);
    const mail = await eventually(async () =>
      smtp.mails.find((m) => JSON.stringify(m.to).includes('new.desk@example.com')),
    );
    expect(mail.subject).toBe('You are invited to the RoboLeague admin');
    expect(mail.html).toContain(invited.body.inviteUrl);

    const ownerView = (await owner.get('/api/admin/messages').query({ template: 'staff_invite' }).expect(200)).body;
    expect(ownerView.items.map((m: { recipient: string }) => m.recipient)).toContain('new.desk@example.com');
    const id = ownerView.items[0].id as string;
    // The link opens an account: desk staff never see it.
    expect((await desk.get('/api/admin/messages').query({ template: 'staff_invite' }).expect(200)).body.total).toBe(0);
    await desk.get(`/api/admin/messages/${id}`).expect(404);
    await owner.get(`/api/admin/messages/${id}`).expect(200);
  });
});
