import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestAppWithRazorpay, type RazorpayTestApp } from './support/razorpay-test-app.js';
import { PhonesInE1641764200000000 } from '../src/database/migrations/1764200000000-phones-in-e164.js';
import { createCoupon } from './support/factories.js';
import { eventually } from './support/test-app.js';
import { addVenue, heldCounts, registrationBody, setEarlyBirdPlacesTaken } from './workshop-support.js';

const VENUE_FULL = 'This venue is fully booked. Please select another venue.';

describe('workshop booking: venues, coupons, pricing and holds', () => {
  let t: RazorpayTestApp;

  beforeAll(async () => {
    t = await startTestAppWithRazorpay({ EARLY_BIRD_LIMIT: '500' });
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('public venue reads', () => {
    it('lists only active venues, in the public form with the seats left', async () => {
      const open = await addVenue(t, { maxSeats: 40, bookedSeats: 15 });
      const closed = await addVenue(t, { isActive: false });
      const res = await t.http().get('/api/venues').expect(200);
      const ids = res.body.map((v: { id: number }) => v.id);
      expect(ids).toContain(open.id);
      expect(ids).not.toContain(closed.id);
      expect(res.body.find((v: { id: number }) => v.id === open.id)).toEqual({
        id: open.id,
        name: open.name,
        displayName: open.displayName,
        city: 'Pune',
        address: open.address,
        dateTime: open.dateTime,
        startsAt: open.startsAt?.toISOString(),
        endsAt: open.endsAt?.toISOString(),
        maxSeats: 40,
        bookedSeats: 15,
        availableSeats: 25,
        isActive: true,
        bookingClosed: false,
      });
    });

    it('answers the availability of an active venue and 404 for unknown or inactive ones', async () => {
      const venue = await addVenue(t, { maxSeats: 10, bookedSeats: 10 });
      const inactive = await addVenue(t, { isActive: false });
      const res = await t.http().get(`/api/availability/${venue.id}`).expect(200);
      expect(res.body).toEqual({
        availableSeats: 0,
        maxSeats: 10,
        venue: {
          address: venue.address,
          dateTime: venue.dateTime,
          startsAt: venue.startsAt?.toISOString(),
          endsAt: venue.endsAt?.toISOString(),
        },
      });
      await t.http().get(`/api/availability/${inactive.id}`).expect(404);
      await t.http().get('/api/availability/999999').expect(404);
      await t.http().get('/api/availability/not-a-number').expect(404);
    });

    it('shows a seat change made by another process within half a second', async () => {
      const venue = await addVenue(t, { maxSeats: 10 });
      expect((await t.http().get(`/api/availability/${venue.id}`).expect(200)).body.availableSeats).toBe(10);
      await t.db.query('UPDATE venues SET booked_seats = 7 WHERE id = $1', [venue.id]);
      await eventually(
        async () => (await t.http().get(`/api/availability/${venue.id}`)).body.availableSeats === 3,
        3000,
      );
    });
  });

  describe('POST /api/validate-coupon', () => {
    it('trims and uppercases the code and answers its discount', async () => {
      await createCoupon(t.db, { code: 'WELCOME50', discountAmount: 5000 });
      const res = await t.http().post('/api/validate-coupon').send({ code: '  welcome50 ' }).expect(200);
      expect(res.body).toMatchObject({
        valid: true,
        coupon: { code: 'WELCOME50', discountAmount: 5000, kind: 'flat' },
      });
    });

    it('explains why a code cannot be used', async () => {
      await createCoupon(t.db, { code: 'RETIRED', isActive: false });
      await createCoupon(t.db, { code: 'ALLGONE', usageLimit: 2, usedCount: 2 });
      const check = async (code: string) =>
        (await t.http().post('/api/validate-coupon').send({ code }).expect(200)).body;
      expect(await check('nosuchcode')).toEqual({ valid: false, error: 'Invalid coupon code' });
      expect(await check('retired')).toEqual({ valid: false, error: 'This coupon is no longer active' });
      expect(await check('ALLGONE')).toEqual({ valid: false, error: 'This coupon has reached its usage limit' });
    });

    it('asks for a code when none is given', async () => {
      const res = await t.http().post('/api/validate-coupon').send({ code: '   ' }).expect(400);
      expect(res.body.message).toBe('Please enter a coupon code');
    });
  });

  describe('POST /api/registrations validation (spec §5)', () => {
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['a short parent name', { parentName: 'A' }, 'Parent name must be at least 2 characters'],
      ['a blank parent name', { parentName: '   ' }, 'Parent name must be at least 2 characters'],
      ['a phone of 11 digits', { phoneNumber: '98765432101' }, 'Please enter a valid Indian phone number'],
      ['a foreign phone', { phoneNumber: '+44 7700 900123' }, 'Please enter a valid Indian phone number'],
      ['a phone starting with 5', { phoneNumber: '915876543210' }, 'Please enter a valid Indian phone number'],
      ['no phone at all', { phoneNumber: undefined }, 'Please enter a valid Indian phone number'],
      ['a bad e-mail', { email: 'asha@example' }, 'Please enter a valid email address'],
      ['a short child name', { childName: 'V' }, 'Child name must be at least 2 characters'],
      ['a short school name', { schoolName: 'D' }, 'School name must be at least 2 characters'],
      ['an unknown grade group', { gradeGroup: 'std-10-12' }, 'Please select a grade group'],
      ['venue 0', { venueId: 0 }, 'Please select a venue'],
      ['no venue', { venueId: undefined }, 'Please select a venue'],
      ['a negative total', { totalAmount: -1 }, 'Invalid amount'],
      ['an original amount below 34900', { originalAmount: 34899 }, 'Invalid original amount'],
      ['a negative discount', { discountAmount: -100 }, 'Invalid amount'],
      [
        'the mobile variant with a bad number',
        { phoneNumber: undefined, mobileNumber: '5876543210', termsAccepted: true },
        'Please enter a valid 10-digit mobile number',
      ],
      [
        'the mobile variant with terms refused',
        { phoneNumber: undefined, mobileNumber: '9876543210', termsAccepted: false },
        'You must accept the terms and conditions',
      ],
      [
        'the mobile variant without terms',
        { phoneNumber: undefined, mobileNumber: '9876543210' },
        'You must accept the terms and conditions',
      ],
    ];

    it.each(cases)('refuses %s with its message and holds nothing', async (_case, overrides, message) => {
      const venue = await addVenue(t);
      const before = await heldCounts(t, venue.id);
      const res = await t.http().post('/api/registrations').send(registrationBody(venue.id, overrides)).expect(400);
      expect(res.body.message).toBe(message);
      expect(res.body.errors).toContain(message);
      expect(await heldCounts(t, venue.id)).toEqual(before);
    });

    it('lists every problem of a body at once', async () => {
      const venue = await addVenue(t);
      const res = await t
        .http()
        .post('/api/registrations')
        .send(registrationBody(venue.id, { parentName: '', email: 'x', childName: '' }))
        .expect(400);
      expect(res.body.message).toBe('Parent name must be at least 2 characters');
      expect(res.body.errors).toEqual(
        expect.arrayContaining([
          'Parent name must be at least 2 characters',
          'Please enter a valid email address',
          'Child name must be at least 2 characters',
        ]),
      );
    });

    it('accepts the mobileNumber + termsAccepted variant and books under the number in E.164', async () => {
      const venue = await addVenue(t);
      const res = await t
        .http()
        .post('/api/registrations')
        .send(registrationBody(venue.id, { phoneNumber: undefined, mobileNumber: '9123456780', termsAccepted: true }))
        .expect(201);
      expect(res.body.registration.phoneNumber).toBe('+919123456780');
    });

    it.each([
      ['the specification wire form', { phoneNumber: '919123456780' }],
      ['a pasted phoneNumber', { phoneNumber: '+91 91234 56780' }],
      ['a 0-prefixed phoneNumber', { phoneNumber: '091234-56780' }],
      ['a pasted mobileNumber', { phoneNumber: undefined, mobileNumber: '+91 (91234) 56780', termsAccepted: true }],
    ])('stores %s in E.164', async (_case, overrides) => {
      const venue = await addVenue(t);
      const res = await t.http().post('/api/registrations').send(registrationBody(venue.id, overrides)).expect(201);
      const [row] = await t.db.query('SELECT phone_number FROM registrations WHERE booking_id = $1', [
        res.body.registration.bookingId,
      ]);
      expect(row.phone_number).toBe('+919123456780');
    });
  });

  it('the phone migration rewrites stored bookings and orders in E.164 and leaves what is no mobile number', async () => {
    const venue = await addVenue(t);
    const ids = [];
    for (const phone of ['919123456780', '9123456781', 'not a phone']) {
      const res = await t.http().post('/api/registrations').send(registrationBody(venue.id)).expect(201);
      await t.db.query('UPDATE registrations SET phone_number = $2 WHERE booking_id = $1', [
        res.body.registration.bookingId,
        phone,
      ]);
      ids.push(res.body.registration.bookingId);
    }
    await t.db
      .query(`INSERT INTO orders (order_id, product_id, product_name, product_sku, quantity, unit_price, total_amount, customer_phone, hold_expires_at, holds_stock)
                      VALUES ('ORD-MIGRATE-1', 'p', 'Kit', 'SKU', 1, 100, 100, '9123456782', now(), false)`);

    const runner = t.db.createQueryRunner();
    await new PhonesInE1641764200000000().up(runner);
    await runner.release();

    const rows = await t.db.query('SELECT phone_number FROM registrations WHERE booking_id = ANY($1) ORDER BY id', [
      ids,
    ]);
    expect(rows.map((row: { phone_number: string }) => row.phone_number)).toEqual([
      '+919123456780',
      '+919123456781',
      'not a phone',
    ]);
    const [order] = await t.db.query(`SELECT customer_phone FROM orders WHERE order_id = 'ORD-MIGRATE-1'`);
    expect(order.customer_phone).toBe('+919123456782');
  });

  describe('releasing a hold', () => {
    it('releases a pending hold at once with the booking’s own token, and only then', async () => {
      const venue = await addVenue(t, { maxSeats: 5 });
      const created = await t.http().post('/api/registrations').send(registrationBody(venue.id)).expect(201);
      const { bookingId } = created.body.registration;
      expect(created.body.releaseToken).toMatch(/^[0-9a-f]{64}$/);
      const release = (releaseToken: unknown) =>
        t.http().post(`/api/registrations/${bookingId}/release`).send({ releaseToken });

      await release('0'.repeat(64)).expect(409);
      await release(undefined).expect(400);
      expect((await heldCounts(t, venue.id)).bookedSeats).toBe(1);

      expect((await release(created.body.releaseToken).expect(200)).body).toEqual({ released: true });
      expect((await heldCounts(t, venue.id)).bookedSeats).toBe(0);
      const [row] = await t.db.query('SELECT payment_status FROM registrations WHERE booking_id = $1', [bookingId]);
      expect(row.payment_status).toBe('expired');
      await release(created.body.releaseToken).expect(409);
    });

    it('refuses the token of another booking', async () => {
      const venue = await addVenue(t, { maxSeats: 5 });
      const mine = await t.http().post('/api/registrations').send(registrationBody(venue.id)).expect(201);
      const other = await t.http().post('/api/registrations').send(registrationBody(venue.id)).expect(201);
      await t
        .http()
        .post(`/api/registrations/${other.body.registration.bookingId}/release`)
        .send({ releaseToken: mine.body.releaseToken })
        .expect(409);
      expect((await heldCounts(t, venue.id)).bookedSeats).toBe(2);
    });
  });

  describe('retrying a booking', () => {
    const book = (body: Record<string, unknown>) => t.http().post('/api/registrations').send(body).expect(201);

    it('hands the same booking asked for again its live hold back: same booking, gateway order and token, one seat', async () => {
      const venue = await addVenue(t, { maxSeats: 5 });
      const body = registrationBody(venue.id);
      const first = (await book(body)).body;
      // As people retype it: other case, spaces, the phone in another form.
      const retyped = {
        ...body,
        childName: `  ${String(body.childName).toUpperCase()} `,
        email: 'ASHA@example.com',
        phoneNumber: '+91 98765 43210',
      };
      const again = (await book(retyped)).body;
      expect(again.registration.bookingId).toBe(first.registration.bookingId);
      expect(again.razorpayOrder).toEqual(first.razorpayOrder);
      expect(again.releaseToken).toBe(first.releaseToken);
      expect((await heldCounts(t, venue.id)).bookedSeats).toBe(1);
      // A failed payment is retried on the first gateway order; the one the hold statement opened
      // before it found the retry stays unpaid, with no booking behind it.
      const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM registrations WHERE venue_id = $1`, [venue.id]);
      expect(n).toBe(1);
    });

    it('hands a booking with a coupon its live hold back too; holds spend no coupon use', async () => {
      const venue = await addVenue(t, { maxSeats: 5 });
      const { code } = await createCoupon(t.db, { discountAmount: 5000, usageLimit: 5 });
      const body = registrationBody(venue.id, { couponCode: code, totalAmount: 29900 });
      const first = (await book(body)).body;
      const again = (await book({ ...body, couponCode: code.toLowerCase() })).body;
      expect(again.registration.bookingId).toBe(first.registration.bookingId);
      expect(again.razorpayOrder).toEqual(first.razorpayOrder);
      expect((await heldCounts(t, venue.id)).bookedSeats).toBe(1);
      const [{ used }] = await t.db.query(`SELECT used_count AS used FROM coupons WHERE code = $1`, [code]);
      expect(used).toBe(0);
    });

    it('hands the hold back when the venue has just been found full', async () => {
      const venue = await addVenue(t, { maxSeats: 1 });
      const body = registrationBody(venue.id);
      const first = (await book(body)).body;
      // Another parent finds the venue full, so this process refuses new holds there for a moment...
      await t.http().post('/api/registrations').send(registrationBody(venue.id)).expect(409);
      // ...but the parent who holds the seat gets it back.
      const again = (await book(body)).body;
      expect(again.registration.bookingId).toBe(first.registration.bookingId);
    });

    it('takes a new hold for another child, another venue, other details, or once the hold is released or nearly over', async () => {
      const venue = await addVenue(t, { maxSeats: 10 });
      const other = await addVenue(t, { maxSeats: 10 });
      const body = registrationBody(venue.id);
      const first = (await book(body)).body;
      const ids = new Set([first.registration.bookingId]);
      for (const changed of [
        { childName: 'Mira Rao' },
        { venueId: other.id },
        { schoolName: 'Another School' },
        { email: 'dad@example.com' },
      ])
        ids.add((await book({ ...body, ...changed })).body.registration.bookingId);
      expect(ids.size).toBe(5);

      // Less than a minute left: a checkout on it would likely be paid too late.
      await t.db.query(
        `UPDATE registrations SET hold_expires_at = now() + interval '30 seconds' WHERE booking_id = $1`,
        [first.registration.bookingId],
      );
      const late = (await book(body)).body;
      expect(late.registration.bookingId).not.toBe(first.registration.bookingId);
      await t
        .http()
        .post(`/api/registrations/${late.registration.bookingId}/release`)
        .send({ releaseToken: late.releaseToken })
        .expect(200);
      const afterRelease = (await book(body)).body;
      expect(afterRelease.registration.bookingId).not.toBe(late.registration.bookingId);
    });
  });

  describe('creating a registration', () => {
    it('holds a seat, creates the gateway order for the booking and answers the booking', async () => {
      const venue = await addVenue(t, { maxSeats: 5 });
      const res = await t
        .http()
        .post('/api/registrations')
        .send(registrationBody(venue.id, { childName: 'Vir Rao' }))
        .expect(201);
      const { registration, razorpayOrder } = res.body;

      expect(registration).toEqual({
        bookingId: expect.stringMatching(/^RL-[A-HJKMNP-Z2-9]{8}$/),
        parentName: 'Asha Rao',
        phoneNumber: '+919876543210',
        email: 'asha@example.com',
        childName: 'Vir Rao',
        gradeGroup: 'std-3-4',
        schoolName: 'DPS Pune',
        venue: {
          displayName: venue.displayName,
          dateTime: venue.dateTime,
          address: venue.address,
          startsAt: venue.startsAt?.toISOString(),
          endsAt: venue.endsAt?.toISOString(),
        },
        totalAmount: 34900,
        simpleQrCodeUrl: null,
        paymentStatus: 'pending',
        takeawayKit: false,
        hold: { holdExpiresAt: expect.any(String), now: expect.any(String) },
      });
      // The hold the page counts down: the row's own expiry, and the server's clock to count it by.
      const [row] = await t.db.query(`SELECT hold_expires_at FROM registrations WHERE booking_id = $1`, [
        registration.bookingId,
      ]);
      expect(registration.hold.holdExpiresAt).toBe(row.hold_expires_at.toISOString());
      expect(Math.abs(Date.parse(registration.hold.now) - Date.now())).toBeLessThan(10_000);
      expect(razorpayOrder).toEqual({ id: expect.stringMatching(/^order_/), amount: 34900, currency: 'INR' });
      const order = t.razorpay.orders.get(razorpayOrder.id)!;
      expect(order.receipt).toBe(registration.bookingId);
      expect(order.notes).toEqual({ purpose: 'registration', bookingId: registration.bookingId });

      const available = await t.http().get(`/api/availability/${venue.id}`).expect(200);
      expect(available.body.availableSeats).toBe(4);
      // The browser that booked (its release token) reads the same record back.
      const details = await t
        .http()
        .get(`/api/registration-details/${registration.bookingId}`)
        .set('x-release-token', res.body.releaseToken)
        .expect(200);
      expect(details.body).toEqual({ ...registration, hold: { ...registration.hold, now: expect.any(String) } });
      // Opening the checkout answers the hold's end (here HOLD_UNOPENED_SECONDS is off: the same end) by the server's clock.
      const opened = await t
        .http()
        .post(`/api/registrations/${registration.bookingId}/checkout`)
        .send({ releaseToken: res.body.releaseToken })
        .expect(200);
      expect(opened.body).toEqual({ holdExpiresAt: expect.any(String), now: expect.any(String) });
      expect(opened.body.holdExpiresAt).toBe(registration.hold.holdExpiresAt);
    });

    it('gives every booking its own id', async () => {
      const venue = await addVenue(t);
      const ids = new Set<string>();
      for (let i = 0; i < 5; i++) {
        ids.add(
          (await t.http().post('/api/registrations').send(registrationBody(venue.id)).expect(201)).body.registration
            .bookingId,
        );
      }
      expect(ids.size).toBe(5);
    });

    it('answers 404 Booking not found for an unknown booking id', async () => {
      const res = await t.http().get('/api/registration-details/RL-NOSUCH22').expect(404);
      expect(res.body.message).toBe('Booking not found');
    });

    it('refuses a full venue with the full message and an inactive one with 404', async () => {
      const full = await addVenue(t, { maxSeats: 3, bookedSeats: 3 });
      const res = await t.http().post('/api/registrations').send(registrationBody(full.id)).expect(409);
      expect(res.body.message).toBe(VENUE_FULL);
      expect(res.body.code).toBe('VENUE_FULL');
      const inactive = await addVenue(t, { isActive: false });
      const unavailable = await t.http().post('/api/registrations').send(registrationBody(inactive.id)).expect(404);
      expect(unavailable.body.code).toBe('VENUE_UNAVAILABLE');
      expect((await heldCounts(t, inactive.id)).bookedSeats).toBe(0);
    });

    it('refuses a tampered total with the current price and holds nothing', async () => {
      const venue = await addVenue(t);
      await createCoupon(t.db, { code: 'TAMPER10', discountAmount: 1000, usageLimit: 5 });
      const before = await heldCounts(t, venue.id, 'TAMPER10');
      const res = await t
        .http()
        .post('/api/registrations')
        .send(registrationBody(venue.id, { takeawayKit: true, couponCode: 'tamper10', totalAmount: 100 }))
        .expect(409);
      expect(res.body.currentPrice).toEqual({ originalAmount: 299900, discountAmount: 1000, totalAmount: 298900 });
      expect(res.body.message).toMatch(/price has changed/);
      expect(res.body.code).toBe('PRICE_CHANGED');
      expect(await heldCounts(t, venue.id, 'TAMPER10')).toEqual(before);
      const count = await t.db.query('SELECT count(*)::int AS n FROM registrations WHERE venue_id = $1', [venue.id]);
      expect(count[0].n).toBe(0);
    });

    it('refuses a used-up or inactive coupon and holds nothing', async () => {
      const venue = await addVenue(t);
      await createCoupon(t.db, { code: 'USEDUP', usageLimit: 1, usedCount: 1, discountAmount: 1000 });
      await createCoupon(t.db, { code: 'SLEEPING', isActive: false, discountAmount: 1000 });
      const usedUp = await t
        .http()
        .post('/api/registrations')
        .send(registrationBody(venue.id, { couponCode: 'USEDUP', totalAmount: 33900 }))
        .expect(409);
      expect(usedUp.body.message).toBe('This coupon has reached its usage limit');
      expect(usedUp.body.code).toBe('COUPON_EXHAUSTED');
      const inactive = await t
        .http()
        .post('/api/registrations')
        .send(registrationBody(venue.id, { couponCode: 'SLEEPING', totalAmount: 33900 }))
        .expect(409);
      expect(inactive.body.message).toBe('This coupon is no longer active');
      expect(inactive.body.code).toBe('COUPON_INVALID');
      expect((await heldCounts(t, venue.id)).bookedSeats).toBe(0);
    });
  });

  describe('the whole pricing table through the API (spec §9)', () => {
    // [grade, kit, coupon discount (paise) or null, expected original, discount, total]
    const table: Array<[string, boolean, number | null, number, number, number]> = [
      ['std-1-2', false, null, 34900, 0, 34900],
      ['std-3-4', false, null, 34900, 0, 34900],
      ['std-5-9', false, null, 34900, 0, 34900],
      ['std-1-2', true, null, 199900, 0, 199900],
      ['std-3-4', true, null, 299900, 0, 299900],
      ['std-5-9', true, null, 499900, 0, 499900],
      ['std-3-4', false, 5000, 34900, 5000, 29900],
      ['std-5-9', true, 100000, 499900, 100000, 399900],
      ['std-1-2', false, 34850, 34900, 34800, 100], // would leave 50 paise: the 100 paise floor
      ['std-3-4', false, 50000, 34900, 34800, 100], // larger than the price: capped, floor kept
      ['std-1-2', true, 250000, 199900, 199800, 100],
    ];

    it.each(table)('%s, kit %s, coupon %s → %i - %i = %i', async (grade, kit, discount, original, taken, total) => {
      const venue = await addVenue(t);
      let couponCode: string | null = null;
      if (discount !== null) couponCode = (await createCoupon(t.db, { discountAmount: discount, usageLimit: 5 })).code;
      const body = registrationBody(venue.id, {
        gradeGroup: grade,
        takeawayKit: kit,
        couponCode,
        originalAmount: Math.max(original, 34900),
      });

      // A wrong total is answered with the server's price...
      const refused = await t
        .http()
        .post('/api/registrations')
        .send({ ...body, totalAmount: total + 1 })
        .expect(409);
      expect(refused.body.currentPrice).toEqual({
        originalAmount: original,
        discountAmount: taken,
        totalAmount: total,
      });
      // ...which is what the gateway order charges.
      const res = await t
        .http()
        .post('/api/registrations')
        .send({ ...body, totalAmount: total })
        .expect(201);
      expect(res.body.registration.totalAmount).toBe(total);
      expect(res.body.razorpayOrder.amount).toBe(total);
      const [row] = await t.db.query(
        'SELECT original_amount, discount_amount, total_amount FROM registrations WHERE booking_id = $1',
        [res.body.registration.bookingId],
      );
      expect(row).toEqual({ original_amount: original, discount_amount: taken, total_amount: total });
    });

    it('charges the regular 1,999 once the early-bird places are gone, and says so in /api/pricing', async () => {
      const pricing = await t.http().get('/api/pricing').expect(200);
      expect(pricing.body).toMatchObject({
        tier: 'early-bird',
        earlyBirdLimit: 500,
        basePrice: 34900,
        regularPrice: 199900,
        kitPrices: { 'std-1-2': 199900, 'std-3-4': 299900, 'std-5-9': 499900 },
      });
      const { earlyBird } = await heldCounts(t, (await addVenue(t)).id);
      expect(pricing.body.earlyBirdRemaining).toBe(500 - earlyBird);

      await setEarlyBirdPlacesTaken(t, 500);
      try {
        expect((await t.http().get('/api/pricing').expect(200)).body).toMatchObject({
          tier: 'regular',
          earlyBirdRemaining: 0,
        });
        const venue = await addVenue(t);
        const refused = await t.http().post('/api/registrations').send(registrationBody(venue.id)).expect(409);
        expect(refused.body.currentPrice).toEqual({ originalAmount: 199900, discountAmount: 0, totalAmount: 199900 });
        const res = await t
          .http()
          .post('/api/registrations')
          .send(registrationBody(venue.id, { totalAmount: 199900 }))
          .expect(201);
        expect(res.body.razorpayOrder.amount).toBe(199900);
      } finally {
        await setEarlyBirdPlacesTaken(t, earlyBird);
      }
    });

    it('counts a paid registration against the early-bird places, not its hold', async () => {
      const venue = await addVenue(t);
      const remaining = async () => (await t.http().get('/api/pricing').expect(200)).body.earlyBirdRemaining;
      const before = await remaining();
      const { body } = await t.http().post('/api/registrations').send(registrationBody(venue.id)).expect(201);
      expect(await remaining()).toBe(before);
      await t
        .http()
        .post('/api/verify-payment')
        .send({ ...t.razorpay.pay(body.razorpayOrder.id), booking_id: body.registration.bookingId })
        .expect(200);
      expect(await remaining()).toBe(before - 1);
    });
  });

  // The races for seats, coupon uses and early-bird places: booking-races.test.ts (PostgreSQL and embedded).
  describe('under concurrency', () => {
    it('refuses bookings for a venue it just found full without opening payment orders for them', async () => {
      const venue = await addVenue(t, { maxSeats: 1 });
      await t.http().post('/api/registrations').send(registrationBody(venue.id)).expect(201);
      // The first refusal learns that the venue is full; the next ones are refused before the gateway is asked.
      await t.http().post('/api/registrations').send(registrationBody(venue.id)).expect(409);
      const ordersBefore = t.razorpay.orders.size;
      const refused = await Promise.all(
        Array.from({ length: 5 }, () => t.http().post('/api/registrations').send(registrationBody(venue.id))),
      );
      expect(refused.map((r) => [r.status, r.body.message])).toEqual(Array(5).fill([409, VENUE_FULL]));
      expect(t.razorpay.orders.size).toBe(ordersBefore);
    });
  });

  it('tells the checkout which key and script to use', async () => {
    const res = await t.http().get('/api/razorpay-config').expect(200);
    expect(res.body).toEqual({ keyId: t.razorpay.keyId, checkoutUrl: 'https://checkout.razorpay.com/v1/checkout.js' });
  });
});
