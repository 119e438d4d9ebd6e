import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ParsedMail } from 'mailparser';
import { TAKEAWAY_KIT_NOTE } from '@robo/domain';
import { Messages, type QueueMessage } from '../src/messages/messages.js';
import { ReconcileJob } from '../src/payments/jobs/reconcile.job.js';
import { startSmtpSink, type SmtpSink } from './fakes/smtp-sink.js';
import { createProduct } from './support/factories.js';
import { startTestAppWithRazorpay, type RazorpayTestApp } from './support/razorpay-test-app.js';
import { orderByGatewayId, orderRequest } from './support/store-helpers.js';
import { eventually } from './support/test-app.js';
import { addVenue, registrationBody } from './workshop-support.js';

describe('e-mail messages through a real SMTP server on loopback', () => {
  let t: RazorpayTestApp;
  let smtp: SmtpSink;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestAppWithRazorpay({
      ...smtp.env,
      OUTBOX_RETRY_FIRST_MS: '200',
      OUTBOX_SWEEP_MS: '300',
      RECONCILE_AFTER_SECONDS: '0',
      RECONCILE_EVERY_SECONDS: '3600',
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const mailsTo = (address: string, subject: RegExp) => smtp.mailsTo(address, subject);
  const arrived = (address: string, subject: RegExp) => smtp.arrived(address, subject);
  const queue = (request: QueueMessage) => t.db.transaction((manager) => t.app.get(Messages).queue(manager, request));

  async function book(
    email: string,
    extra: Record<string, unknown> = {},
  ): Promise<{ bookingId: string; gatewayOrderId: string }> {
    const venue = await addVenue(t, {
      displayName: 'Baner Robotics Hall',
      address: 'Orchid School Auditorium, Baner Road, Pune 411045',
      dateTime: '12 Dec 2027, 10:00 AM - 2:00 PM',
      startsAt: new Date('2027-12-12T04:30:00Z'),
      endsAt: new Date('2027-12-12T08:30:00Z'),
    });
    const created = await t
      .http()
      .post('/api/registrations')
      .send(registrationBody(venue.id, { email, ...extra }))
      .expect(201);
    return { bookingId: created.body.registration.bookingId, gatewayOrderId: created.body.razorpayOrder.id };
  }

  it('sends one booking confirmation with the QR inline, the calendar entry and the invoice, however many confirmations race (verify twice, webhook, reconciliation)', async () => {
    const { bookingId, gatewayOrderId } = await book('parent.one@example.com');
    const paid = t.razorpay.pay(gatewayOrderId);
    const webhook = t.razorpay.webhook('payment.captured', paid.razorpay_payment_id);
    await Promise.all([
      t
        .http()
        .post('/api/verify-payment')
        .send({ ...paid, booking_id: bookingId })
        .expect(200),
      t
        .http()
        .post('/api/verify-payment')
        .send({ ...paid, booking_id: bookingId })
        .expect(200),
      t.http().post('/api/webhooks/razorpay').set(webhook.headers).send(webhook.body).expect(200),
      t.app.get(ReconcileJob).run(),
    ]);

    const mail: ParsedMail = await arrived('parent.one@example.com', /Booking confirmed/);
    expect(mail.subject).toMatch(
      new RegExp(`^Booking confirmed: Vir Rao \\d+ at Baner Robotics Hall \\(${bookingId}\\)$`),
    );
    expect(mail.from?.text).toContain('bookings@roboleague.test');
    expect(mail.html).toContain('Baner Robotics Hall');
    expect(mail.html).toContain('https://www.google.com/maps/search/?api=1&amp;query=Baner%20Robotics%20Hall');
    expect(mail.text).toContain(bookingId);
    expect(mail.text).toContain('₹349');

    const qr = mail.attachments.find((a) => a.contentType === 'image/png');
    expect(qr?.cid).toBe('ticket-qr@roboleague');
    expect(qr?.related).toBe(true); // inline in the HTML (mailparser turns the cid: reference into a data URL)
    expect(mail.html).toContain('src="data:image/png;base64,');
    expect(qr?.content.subarray(1, 4).toString()).toBe('PNG');

    const ics = mail.attachments.find((a) => a.filename === 'workshop.ics');
    const calendar = ics?.content.toString() ?? '';
    expect(calendar).toContain('BEGIN:VEVENT');
    expect(calendar).toMatch(/DTSTART:20271212T043000Z/); // 10:00 AM in Pune
    expect(calendar).toMatch(/DTEND:20271212T083000Z/);
    expect(calendar).toContain('Baner Road');

    const pdf = mail.attachments.find((a) => a.contentType === 'application/pdf');
    expect(pdf?.filename).toBe(`invoice-${bookingId}.pdf`);
    expect(pdf?.content.subarray(0, 5).toString()).toBe('%PDF-');

    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo('parent.one@example.com', /Booking confirmed/)).toHaveLength(1);
    const [row] = await t.db.query(
      `SELECT state, attempts, provider_id, subject, body_html FROM messages WHERE event_key = $1 AND channel = 'email'`,
      [`booking_confirmed:${bookingId}`],
    );
    expect(row).toMatchObject({ state: 'sent', attempts: 1, subject: mail.subject });
    expect(row.provider_id).toBe(mail.messageId);
    expect(row.body_html).toContain('src="cid:ticket-qr@roboleague"');
  });

  it('says in the confirmation that a booking includes a takeaway kit, and says nothing of one without', async () => {
    const withKit = await book('kit.parent@example.com', {
      takeawayKit: true,
      totalAmount: 299900,
      originalAmount: 299900,
    });
    const plain = await book('plain.parent@example.com');
    for (const { bookingId, gatewayOrderId } of [withKit, plain]) {
      await t
        .http()
        .post('/api/verify-payment')
        .send({ ...t.razorpay.pay(gatewayOrderId), booking_id: bookingId })
        .expect(200);
    }
    const kitMail: ParsedMail = await arrived('kit.parent@example.com', /Booking confirmed/);
    expect(kitMail.text).toContain('Takeaway kit');
    expect(kitMail.text).toContain(TAKEAWAY_KIT_NOTE);
    const plainMail: ParsedMail = await arrived('plain.parent@example.com', /Booking confirmed/);
    expect(plainMail.text).not.toContain('Takeaway kit');
  });

  it('sends the order confirmation with its invoice once the payment is confirmed, and the shipping update with the tracking link', async () => {
    const product = await createProduct(t.db, { name: 'Solar Rover STEM Kit', price: 1499 });
    const { body } = await t
      .http()
      .post('/api/razorpay/create-order')
      .send(orderRequest(product.id, { customerEmail: 'buyer@example.com' }))
      .expect(200);
    await t.http().post('/api/store/verify-payment').send(t.razorpay.pay(body.order_id)).expect(200);
    const { order_id: orderId } = await orderByGatewayId(t, body.order_id);

    const confirmed = await arrived('buyer@example.com', /Order confirmed/);
    expect(confirmed.subject).toBe(`Order confirmed: ${orderId}`);
    expect(confirmed.text).toContain('1 x Solar Rover STEM Kit');
    expect(confirmed.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);

    await t.db.query(
      `UPDATE orders SET courier = 'Delhivery', tracking_number = 'DLV123456', tracking_url = 'https://track.example/DLV123456' WHERE order_id = $1`,
      [orderId],
    );
    await queue({ template: 'order_shipped', eventKey: `order_shipped:${orderId}`, orderId });
    const shipped = await arrived('buyer@example.com', /has shipped/);
    expect(shipped.text).toContain('Delhivery');
    expect(shipped.html).toContain('https://track.example/DLV123456');
  });

  it('delivers every other template by e-mail', async () => {
    const { bookingId } = await book('parent.two@example.com');
    const product = await createProduct(t.db, { name: 'Line Follower Kit', price: 999 });
    const { body } = await t
      .http()
      .post('/api/razorpay/create-order')
      .send(orderRequest(product.id, { customerEmail: 'buyer.two@example.com' }))
      .expect(200);
    const { order_id: orderId } = await orderByGatewayId(t, body.order_id);

    const expected: Array<[QueueMessage, string, RegExp, string]> = [
      [
        {
          template: 'payment_reminder',
          eventKey: `reminder:${bookingId}`,
          bookingId,
          params: { payUrl: `/booking/${bookingId}` },
        },
        'parent.two@example.com',
        /Complete your payment/,
        '₹349',
      ],
      [
        {
          template: 'booking_cancelled',
          eventKey: `cancelled:${bookingId}`,
          bookingId,
          params: { reason: 'Venue closed for repairs' },
        },
        'parent.two@example.com',
        /Booking cancelled/,
        'Venue closed for repairs',
      ],
      [
        { template: 'booking_refunded', eventKey: `refunded:${bookingId}`, bookingId, params: { amountPaise: 34900 } },
        'parent.two@example.com',
        /Refund of ₹349/,
        'Banks usually take',
      ],
      [
        {
          template: 'booking_transferred',
          eventKey: `transferred:${bookingId}`,
          bookingId,
          params: { previous: 'Mumbai, 19 Dec' },
        },
        'parent.two@example.com',
        /Booking changed/,
        'Mumbai, 19 Dec',
      ],
      [
        { template: 'order_cancelled', eventKey: `cancelled:${orderId}`, orderId, params: { reason: 'Out of stock' } },
        'buyer.two@example.com',
        /Order cancelled/,
        'Out of stock',
      ],
      [
        { template: 'order_refunded', eventKey: `refunded:${orderId}`, orderId, params: { amountPaise: 99900 } },
        'buyer.two@example.com',
        /Refund of ₹999/,
        orderId,
      ],
      [
        {
          template: 'low_stock',
          eventKey: 'low:kit',
          staff: { email: 'owner@example.com', name: 'Owner' },
          params: { productName: 'Line Follower Kit', sku: 'LF-1', inventory: 2 },
        },
        'owner@example.com',
        /Low stock: Line Follower Kit/,
        'Units left',
      ],
      [
        {
          template: 'staff_invite',
          eventKey: 'invite:1',
          staff: { email: 'new.desk@example.com', name: 'Priya' },
          params: { inviteUrl: '/admin/invite/abc', role: 'desk' },
        },
        'new.desk@example.com',
        /invited/,
        '/admin/invite/abc',
      ],
      [
        {
          template: 'access_code',
          eventKey: 'code:1',
          contact: { email: 'parent.two@example.com' },
          params: { code: '482913', minutes: 10 },
        },
        'parent.two@example.com',
        /482913/,
        '10 minutes',
      ],
    ];
    for (const [request] of expected) await queue(request);
    for (const [, to, subject, text] of expected) expect((await arrived(to, subject)).text).toContain(text);
  });

  it('retries through an SMTP outage and marks a refused recipient failed', async () => {
    smtp.setDown(true);
    await queue({
      template: 'access_code',
      eventKey: 'code:outage',
      contact: { email: 'patient@example.com' },
      params: { code: '111222', minutes: 10 },
    });
    await eventually(async () => {
      const [row] = await t.db.query(`SELECT attempts FROM messages WHERE event_key = 'code:outage'`);
      return row?.attempts >= 2;
    });
    smtp.setDown(false);
    await arrived('patient@example.com', /111222/);

    smtp.refuse('nobody@example.com');
    await queue({
      template: 'access_code',
      eventKey: 'code:refused',
      contact: { email: 'nobody@example.com' },
      params: { code: '333444', minutes: 10 },
    });
    const row = await eventually(async () => {
      const [found] = await t.db.query(`SELECT state, last_error FROM messages WHERE event_key = 'code:refused'`);
      return found?.state === 'failed' ? found : null;
    });
    expect(row.last_error).toContain('No such user');
  });
});
