import { PricingService } from '../src/registrations/pricing.service.js';
import { VenuesService } from '../src/venues/venues.service.js';
import type { Venue } from '../src/venues/entities/venue.entity.js';
import { createVenue } from './support/factories.js';
import type { RazorpayTestApp } from './support/razorpay-test-app.js';
import type { TestApp } from './support/test-app.js';

/** Shared by the workshop-*.test.ts files: a valid registration body and what a venue holds. */
export const PHONE = '919876543210';

let children = 0;

/**
 * A valid booking body. Each call books another child of the same parent: the same booking sent
 * again while its hold lives is handed that hold back (RetriedBookings), so tests that mean a new
 * booking get one; a test that means a retry sends the same body twice.
 */
export function registrationBody(venueId: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  children += 1;
  return {
    parentName: 'Asha Rao',
    phoneNumber: PHONE,
    email: 'asha@example.com',
    childName: `Vir Rao ${children}`,
    gradeGroup: 'std-3-4',
    schoolName: 'DPS Pune',
    venueId,
    takeawayKit: false,
    totalAmount: 34900,
    originalAmount: 34900,
    couponCode: null,
    discountAmount: 0,
    ...overrides,
  };
}

/** Seats booked at the venue, uses counted on the coupon and early-bird places taken. */
export async function heldCounts(t: TestApp, venueId: number, couponCode?: string) {
  const [venue] = await t.db.query('SELECT booked_seats FROM venues WHERE id = $1', [venueId]);
  const [coupon] = couponCode
    ? await t.db.query('SELECT used_count FROM coupons WHERE code = $1', [couponCode])
    : [undefined];
  const [counter] = await t.db.query(`SELECT value FROM counters WHERE key = 'early_bird:1'`);
  return {
    bookedSeats: venue.booked_seats as number,
    couponUses: coupon?.used_count as number | undefined,
    earlyBird: counter.value as number,
  };
}

export async function registrationRow(t: TestApp, bookingId: string) {
  const [row] = await t.db.query(
    `SELECT payment_status, payment_id, gateway_order_id, holds_seat, holds_coupon, holds_early_bird, refund_id, refund_due,
            whatsapp_sent, simple_qr_code_url, qr_code_url
     FROM registrations WHERE booking_id = $1`,
    [bookingId],
  );
  return row;
}

/**
 * A venue written straight to the database, then announced to the app the way its own venue
 * changes are (public reads are cached for half a second otherwise).
 */
export async function addVenue(t: TestApp, overrides: Partial<Venue> = {}): Promise<Venue> {
  const venue = await createVenue(t.db, overrides);
  t.app.get(VenuesService).venuesChanged();
  return venue;
}

/** Sets how many early-bird places are taken, announced to the app like its own changes. */
export async function setEarlyBirdPlacesTaken(t: TestApp, value: number): Promise<void> {
  await t.db.query(`UPDATE counters SET value = $1 WHERE key = 'early_bird:1'`, [value]);
  t.app.get(PricingService).pricingChanged();
}

/** A booking paid through the app's real SDK against the fake Razorpay: its booking and payment ids. */
export async function paidBooking(
  t: RazorpayTestApp,
  venueId: number,
  overrides: Record<string, unknown> = {},
): Promise<{ bookingId: string; paymentId: string }> {
  const created = await t.http().post('/api/registrations').send(registrationBody(venueId, overrides)).expect(201);
  const bookingId = created.body.registration.bookingId as string;
  const paid = t.razorpay.pay(created.body.razorpayOrder.id as string);
  await t
    .http()
    .post('/api/verify-payment')
    .send({ ...paid, booking_id: bookingId })
    .expect(200);
  return { bookingId, paymentId: paid.razorpay_payment_id };
}
