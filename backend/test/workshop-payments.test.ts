import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestAppWithRazorpay, type RazorpayTestApp } from './support/razorpay-test-app.js';
import QRCode from 'qrcode';
import { signCheckIn } from '../src/common/check-in-signature.js';
import { QR_PNG_OPTIONS } from '../src/qr/jobs/render-booking-qr.job.js';
import { createCoupon } from './support/factories.js';
import { eventually } from './support/test-app.js';
import { addVenue, heldCounts, PHONE, registrationBody, registrationRow } from './workshop-support.js';
import { signingKeys } from '../src/common/purpose-signature.js';

describe('workshop payments: verification, confirmation, QR code and outbox', () => {
  let t: RazorpayTestApp;

  beforeAll(async () => {
    t = await startTestAppWithRazorpay();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function book(overrides: Record<string, unknown> = {}) {
    const venue = await addVenue(t, { maxSeats: 10 });
    const res = await t.http().post('/api/registrations').send(registrationBody(venue.id, overrides)).expect(201);
    return {
      venue,
      bookingId: res.body.registration.bookingId as string,
      orderId: res.body.razorpayOrder.id as string,
      releaseToken: res.body.releaseToken as string,
    };
  }

  const verify = (body: Record<string, unknown>) => t.http().post('/api/verify-payment').send(body);

  it('confirms a paid booking once: coupon usage written, seat kept, a second verification changes nothing', async () => {
    await createCoupon(t.db, { code: 'PAYTEST', discountAmount: 4900, usageLimit: 5 });
    const { venue, bookingId, orderId } = await book({ couponCode: 'PAYTEST', totalAmount: 30000 });
    const paid = t.razorpay.pay(orderId);

    const first = await verify({ ...paid, booking_id: bookingId }).expect(200);
    expect(first.body).toEqual({ success: true, bookingId });
    const details = await t.http().get(`/api/registration-details/${bookingId}`).expect(200);
    expect(details.body).toMatchObject({ paymentStatus: 'paid', totalAmount: 30000 });
    // A paid booking holds nothing any more: no countdown.
    expect(details.body).not.toHaveProperty('hold');
    const afterFirst = await registrationRow(t, bookingId);
    expect(afterFirst).toMatchObject({
      payment_status: 'paid',
      payment_id: paid.razorpay_payment_id,
      holds_seat: true,
    });

    const second = await verify({ ...paid, booking_id: bookingId }).expect(200);
    expect(second.body).toEqual({ success: true, bookingId });
    expect(await registrationRow(t, bookingId)).toMatchObject({
      payment_status: 'paid',
      payment_id: paid.razorpay_payment_id,
    });
    expect(await heldCounts(t, venue.id, 'PAYTEST')).toMatchObject({ bookedSeats: 1, couponUses: 1 });
    const usages = await t.db.query(
      `SELECT coupon_code, email, amount_before, amount_after FROM coupon_usages
       WHERE registration_id = (SELECT id FROM registrations WHERE booking_id = $1)`,
      [bookingId],
    );
    expect(usages).toEqual([
      { coupon_code: 'PAYTEST', email: 'asha@example.com', amount_before: 34900, amount_after: 30000 },
    ]);
  });

  it('refuses a forged signature and confirms nothing', async () => {
    const { bookingId, orderId } = await book();
    const paid = t.razorpay.pay(orderId);
    const forged = `${paid.razorpay_signature.slice(0, -1)}${paid.razorpay_signature.endsWith('0') ? '1' : '0'}`;
    const res = await verify({ ...paid, razorpay_signature: forged, booking_id: bookingId }).expect(400);
    expect(res.body.message).toBe('Payment verification failed');
    await verify({ ...paid, razorpay_signature: 'not-a-signature', booking_id: bookingId }).expect(400);
    expect((await registrationRow(t, bookingId)).payment_status).toBe('pending');
  });

  it('does not let a valid payment of one booking confirm another', async () => {
    const cheap = await book();
    const other = await book();
    const paidForCheap = t.razorpay.pay(cheap.orderId);
    const res = await verify({ ...paidForCheap, booking_id: other.bookingId }).expect(400);
    expect(res.body.message).toBe('Payment verification failed');
    expect((await registrationRow(t, other.bookingId)).payment_status).toBe('pending');
    expect((await registrationRow(t, cheap.bookingId)).payment_status).toBe('pending');
  });

  it('answers Booking not found when verifying an unknown booking', async () => {
    const { orderId } = await book();
    const res = await verify({ ...t.razorpay.pay(orderId), booking_id: 'RL-NOSUCH22' }).expect(404);
    expect(res.body.message).toBe('Booking not found');
  });

  it('renders the QR code of a confirmed booking, serves the PNG, and its check-in link answers the status', async () => {
    const { bookingId, orderId, releaseToken } = await book();
    await verify({ ...t.razorpay.pay(orderId), booking_id: bookingId }).expect(200);

    const qrUrl = await eventually(
      async () =>
        (await t.http().get(`/api/registration-details/${bookingId}`).set('x-release-token', releaseToken)).body
          .simpleQrCodeUrl,
    );
    expect(qrUrl).toMatch(new RegExp(`^/uploads/qr/${bookingId}\\.png\\?sig=[0-9a-f]{64}$`));
    expect((await registrationRow(t, bookingId)).qr_code_url).toBe(`${t.settings.publicUrl}${qrUrl}`);
    const png = await t.http().get(qrUrl).buffer(true).expect(200);
    expect(png.headers['content-type']).toBe('image/png');
    // The image is exactly the QR code of the booking's signed check-in link.
    const checkInUrl = `${t.settings.publicUrl}/api/check-in/${bookingId}?sig=${signCheckIn(signingKeys(t.settings), bookingId)}`;
    expect(Buffer.compare(png.body as Buffer, await QRCode.toBuffer(checkInUrl, QR_PNG_OPTIONS))).toBe(0);

    // Opened by the parent's phone: a page naming the child by first name, never a check-in.
    const checkIn = await t.http().get(checkInUrl.slice(t.settings.publicUrl.length)).expect(200);
    expect(checkIn.headers['content-type']).toContain('text/html');
    expect(checkIn.text).toContain('Valid booking for Vir at');
    await t
      .http()
      .get(`/api/check-in/${bookingId}?sig=${'0'.repeat(64)}`)
      .expect(403);
    await t.http().get(`/api/check-in/${bookingId}`).expect(403);
  });

  it('keeps the WhatsApp confirmation as a held message when no provider is configured, once', async () => {
    const { bookingId, orderId } = await book();
    const paid = t.razorpay.pay(orderId);
    await verify({ ...paid, booking_id: bookingId }).expect(200);
    await verify({ ...paid, booking_id: bookingId }).expect(200);
    const rows = await eventually(async () => {
      const found = await t.db.query(
        `SELECT recipient, body_text AS body, state FROM messages WHERE event_key = $1 AND channel = 'whatsapp'`,
        [`booking_confirmed:${bookingId}`],
      );
      return found.length > 0 && found[0].state === 'held' ? found : null;
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ recipient: PHONE, state: 'held' });
    expect(rows[0].body).toContain(bookingId);
    expect(rows[0].body).toContain('₹349');
    expect((await registrationRow(t, bookingId)).whatsapp_sent).toBe(false);
  });

  it('answers a clear 502 and holds nothing when the payment provider is unreachable', async () => {
    const venue = await addVenue(t, { maxSeats: 10 });
    await createCoupon(t.db, { code: 'OFFLINE', discountAmount: 4900, usageLimit: 5 });
    const before = await heldCounts(t, venue.id, 'OFFLINE');
    t.razorpay.setUnreachable(true);
    try {
      const res = await t
        .http()
        .post('/api/registrations')
        .send(registrationBody(venue.id, { couponCode: 'OFFLINE', totalAmount: 30000 }))
        .expect(502);
      expect(res.body.message).toMatch(/payment provider could not be reached/i);
    } finally {
      t.razorpay.setUnreachable(false);
    }
    expect(await heldCounts(t, venue.id, 'OFFLINE')).toEqual(before);
    // The order is asked for before anything is held, so there is no registration to undo.
    expect(await t.db.query(`SELECT id FROM registrations WHERE venue_id = $1`, [venue.id])).toEqual([]);
  });
});
