import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyReply } from 'fastify';
import { signingKeys } from '../../src/common/purpose-signature.js';
import { invoicePdfPath } from '../../src/invoices/invoice-links.js';
import { ParentSession } from '../../src/my-booking/parent-session.js';
import { RenderBookingQrJob } from '../../src/qr/jobs/render-booking-qr.job.js';
import { signInAsStaff } from '../support/admin.js';
import { createCoupon, createProduct } from '../support/factories.js';
import { orderRequest, paidInSandbox } from '../support/store-helpers.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { addVenue, registrationBody } from '../workshop-support.js';
import { client } from './clients.js';

describe('lookups by guessable ids (LOOKUP_MISSES_PER_CLIENT=5) and coupon checks (COUPON_CHECKS_PER_CLIENT=3)', () => {
  let t: TestApp;
  let bookingId: string;
  let releaseToken: string;
  beforeAll(async () => {
    t = await startTestApp({ LOOKUP_MISSES_PER_CLIENT: '5', COUPON_CHECKS_PER_CLIENT: '3' });
    const venue = await addVenue(t);
    const booked = await client('127.0.0.9', t.url).post('/api/registrations', registrationBody(venue.id));
    bookingId = booked.body.registration.bookingId;
    releaseToken = booked.body.releaseToken;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a guessing client after 5 misses (bookings and orders together), not the owner elsewhere', async () => {
    const guesser = client('127.0.0.2', t.url);
    for (let i = 0; i < 3; i++) expect((await guesser.get(`/api/registration-details/RL-GUESS${i}`)).status).toBe(404);
    for (let i = 0; i < 2; i++) expect((await guesser.get(`/api/order-details/ORD-GUESS${i}`)).status).toBe(404);
    // Found ids do not count: the guesser still gets its own booking before the limit.
    const limited = await guesser.get(`/api/registration-details/${bookingId}`);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await guesser.get('/api/order-details/ORD-GUESS9')).status).toBe(429);

    const owner = await client('127.0.0.3', t.url).get(`/api/registration-details/${bookingId}`);
    expect(owner.status).toBe(200);
    expect(owner.body).toMatchObject({ bookingId, parentName: 'Asha Rao' });
    expect(owner.headers['cache-control']).toBe('no-store');
  });

  it('does not count found ids as misses', async () => {
    const parent = client('127.0.0.4', t.url);
    for (let i = 0; i < 10; i++) expect((await parent.get(`/api/registration-details/${bookingId}`)).status).toBe(200);
  });

  it('serves a booking QR image only at its signed URL; guessed paths count as misses', async () => {
    await t.app.get(RenderBookingQrJob).run({ bookingId });
    const { body: booking } = await client('127.0.0.5', t.url).get(`/api/registration-details/${bookingId}`, {
      'x-release-token': releaseToken,
    });
    expect(booking.simpleQrCodeUrl).toMatch(/\?sig=[0-9a-f]{64}$/);
    const image = await client('127.0.0.5', t.url).get(booking.simpleQrCodeUrl);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('no-store');

    const guesser = client('127.0.0.6', t.url);
    for (const path of [
      `/uploads/qr/${bookingId}.png`,
      `/uploads/qr/${bookingId}.png?sig=${'0'.repeat(64)}`,
      `/uploads//qr/${bookingId}.png`,
      `/uploads/./qr/${bookingId}.png`,
      `/uploads/%71r/${bookingId}.png`,
    ]) {
      expect({ path, status: (await guesser.get(path)).status }).toEqual({ path, status: 404 });
    }
    for (let i = 0; i < 3; i++) await guesser.get(`/uploads/qr/RL-GUESS${i}.png`);
    expect((await guesser.get(booking.simpleQrCodeUrl)).status).toBe(429);
  });

  it('limits coupon checks per client', async () => {
    const coupon = await createCoupon(t.db);
    const guesser = client('127.0.0.7', t.url);
    for (const code of ['AAAA', 'BBBB', coupon.code])
      expect((await guesser.post('/api/validate-coupon', { code })).status).toBe(200);
    const refused = await guesser.post('/api/validate-coupon', { code: coupon.code });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many coupon checks. Please try again in a minute.');
    expect((await client('127.0.0.8', t.url).post('/api/validate-coupon', { code: coupon.code })).body).toMatchObject({
      valid: true,
    });
  });
});

describe('a paid booking and order looked up by bare id from another client', () => {
  let t: TestApp;
  const booker = (url: string) => client('127.0.0.20', url);
  let bookingId: string;
  let bookingToken: string;
  let orderId: string;
  let orderToken: string;

  beforeAll(async () => {
    t = await startTestApp();
    const venue = await addVenue(t);
    const booked = await booker(t.url).post(
      '/api/registrations',
      registrationBody(venue.id, { phoneNumber: '919822013210', email: 'asha.rao@example.com' }),
    );
    ({ bookingId } = booked.body.registration);
    bookingToken = booked.body.releaseToken;
    const payment = await paidInSandbox(t, booked.body.razorpayOrder.id);
    expect((await booker(t.url).post('/api/verify-payment', { ...payment, booking_id: bookingId })).status).toBe(200);
    await t.app.get(RenderBookingQrJob).run({ bookingId });

    const product = await createProduct(t.db);
    const ordered = await booker(t.url).post('/api/razorpay/create-order', orderRequest(product.id));
    orderToken = ordered.body.releaseToken;
    const verified = await booker(t.url).post(
      '/api/store/verify-payment',
      await paidInSandbox(t, ordered.body.order_id),
    );
    orderId = new URL(verified.body.redirectUrl, t.url).searchParams.get('order_id')!;
  });
  afterAll(async () => {
    await t?.close();
  });

  const bookingSeenBy = (headers: Record<string, string> = {}, address = '127.0.0.21') =>
    client(address, t.url).get(`/api/registration-details/${bookingId}`, headers);

  it('shows a stranger the contacts masked, and no QR image or invoice link', async () => {
    const seen = await bookingSeenBy();
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({
      bookingId,
      parentName: 'Asha Rao',
      phoneNumber: '+91 •••••• 3210',
      email: 'a•••@example.com',
      simpleQrCodeUrl: null,
      paymentStatus: 'paid',
      masked: true,
    });
    expect(seen.body).not.toHaveProperty('invoiceUrl');
    expect(seen.text).not.toMatch(/9822013210|asha\.rao@|sig=|signature=/);

    const order = await client('127.0.0.21', t.url).get(`/api/order-details/${orderId}`);
    expect(order.status).toBe(200);
    expect(order.body).toMatchObject({ orderId, paymentStatus: 'completed', masked: true });
    expect(order.body).not.toHaveProperty('invoiceUrl');
    // Another booking's token proves nothing about this one.
    expect((await bookingSeenBy({ 'x-release-token': orderToken })).body.masked).toBe(true);
  });

  it("shows the booking's own browser (its release token) the whole record, QR image and invoice", async () => {
    const mine = await bookingSeenBy({ 'x-release-token': bookingToken }, '127.0.0.20');
    expect(mine.body).toMatchObject({ phoneNumber: '+919822013210', email: 'asha.rao@example.com' });
    expect(mine.body).not.toHaveProperty('masked');
    expect((await client('127.0.0.20', t.url).get(mine.body.simpleQrCodeUrl)).headers['content-type']).toBe(
      'image/png',
    );
    const invoice = await client('127.0.0.20', t.url).get(mine.body.invoiceUrl);
    expect({ status: invoice.status, type: invoice.headers['content-type'] }).toEqual({
      status: 200,
      type: 'application/pdf',
    });

    const order = await client('127.0.0.20', t.url).get(`/api/order-details/${orderId}`, {
      'x-release-token': orderToken,
    });
    expect(order.body.invoiceUrl).toMatch(/^\/api\/invoices\/\d+\/pdf\?expires=\d+&signature=[0-9a-f]{64}$/);
  });

  it('shows a parent signed in at /my-booking with the same phone, and the desk, the whole record; a door user sees it masked', async () => {
    let cookie = '';
    const reply = { setCookie: (name: string, value: string) => void (cookie = `${name}=${value}`) };
    await t.app.get(ParentSession, { strict: false }).open(reply as unknown as FastifyReply, {
      kind: 'phone',
      value: '+919822013210',
    });
    expect((await bookingSeenBy({ cookie })).body).toMatchObject({ email: 'asha.rao@example.com' });

    const otherParent = { setCookie: (name: string, value: string) => void (cookie = `${name}=${value}`) };
    await t.app.get(ParentSession, { strict: false }).open(otherParent as unknown as FastifyReply, {
      kind: 'email',
      value: 'someone.else@example.com',
    });
    expect((await bookingSeenBy({ cookie })).body.masked).toBe(true);

    const desk = (await signInAsStaff(t, 'desk')).agent;
    const seenByDesk = await desk.get(`/api/registration-details/${bookingId}`).expect(200);
    expect(seenByDesk.body).toMatchObject({
      phoneNumber: '+919822013210',
      simpleQrCodeUrl: expect.stringMatching(/sig=/),
    });
    // A door user's roster holds booking ids: an id must not open the parent's contacts to them.
    const door = (await signInAsStaff(t, 'door')).agent;
    const seenByDoor = await door.get(`/api/registration-details/${bookingId}`).expect(200);
    expect(seenByDoor.body).toMatchObject({ masked: true, phoneNumber: '+91 •••••• 3210' });
    expect(seenByDoor.body.simpleQrCodeUrl).toBeNull();
  });

  it('lets an invoice link work for 30 days: an expired or undated one answers 410 and where to get a new one', async () => {
    const mine = await bookingSeenBy({ 'x-release-token': bookingToken }, '127.0.0.20');
    const expires = Number(new URL(mine.body.invoiceUrl, t.url).searchParams.get('expires'));
    const days = (expires * 1000 - Date.now()) / (24 * 60 * 60 * 1000);
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const invoiceId = Number(/invoices\/(\d+)\//.exec(mine.body.invoiceUrl)![1]);
    const keys = signingKeys(t.settings);
    const yesterday = invoicePdfPath(keys, invoiceId, new Date(Date.now() - 24 * 60 * 60 * 1000));
    const stale = await client('127.0.0.20', t.url).get(yesterday);
    expect(stale.status).toBe(410);
    expect(stale.body.message).toBe(
      'This invoice link has expired. Find your booking at /my-booking to download the invoice again.',
    );
    const undated = `/api/invoices/${invoiceId}/pdf?signature=${keys.sign('invoice', String(invoiceId))}`;
    expect((await client('127.0.0.20', t.url).get(undated)).status).toBe(410);
    // Moving the date on breaks the signature.
    const stretched = mine.body.invoiceUrl.replace(`expires=${expires}`, `expires=${expires + 86_400}`);
    expect((await client('127.0.0.20', t.url).get(stretched)).status).toBe(404);
  });
});
