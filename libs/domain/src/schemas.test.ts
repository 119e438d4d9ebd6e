import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { UNRESTRICTED_COUPON } from './coupon-rules.js';
import { MESSAGES } from './messages.js';
import { VENUE_TIME_MESSAGES } from './venue-times.js';
import { EMAIL_RE, MOBILE_RE, PINCODE_RE } from './patterns.js';
import {
  isAssetUrl,
  adminPasswordLoginSchema,
  buyerDetailsSchema,
  couponAdminSchema,
  couponFormToPayload,
  couponPayloadSchema,
  productAdminSchema,
  registrationFormSchema,
  registrationFormToRequest,
  userLoginSchema,
  venueFormSchema,
} from './schemas.js';

/** First message per field path, as a form shows them. */
function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

const form = {
  parentName: 'Ramesh',
  mobileNumber: '9876543210',
  termsAccepted: true,
  email: 'ramesh@example.com',
  childName: 'Aarav',
  gradeGroup: 'std-3-4',
  schoolName: 'DPS Pune',
  venueId: 1,
  takeawayKit: false,
  totalAmount: 34900,
  originalAmount: 34900,
  couponCode: '',
  discountAmount: 0,
};

describe('isAssetUrl', () => {
  it('accepts own paths and http(s) URLs, never another host written as a path', () => {
    expect(isAssetUrl('/uploads/products/abc')).toBe(true);
    expect(isAssetUrl('https://cdn.example/x.png')).toBe(true);
    for (const other of [
      '//evil.example/x.png',
      '/\\evil.example/x.png',
      '/uploads/a\\b.png',
      '/a b.png',
      'javascript:alert(1)',
    ]) {
      expect(isAssetUrl(other)).toBe(false);
    }
  });
});

describe('patterns', () => {
  it('match Indian phones, mobiles, PIN codes and e-mails', () => {
    expect(MOBILE_RE.test('6000000000')).toBe(true);
    expect(MOBILE_RE.test('5999999999')).toBe(false);
    expect(MOBILE_RE.test('98765432101')).toBe(false);
    expect(PINCODE_RE.test('411045')).toBe(true);
    expect(PINCODE_RE.test('011045')).toBe(false);
    expect(EMAIL_RE.test('a.b+c@school.co.in')).toBe(true);
    for (const bad of ['a@b', 'a b@c.in', '@c.in', 'a@.in', 'a@b.c']) expect(EMAIL_RE.test(bad)).toBe(false);
  });
});

describe('registrationFormSchema', () => {
  it('accepts the form and builds the request with the 91 prefix', () => {
    const values = registrationFormSchema.parse({ ...form, couponCode: ' early50 ' });
    expect(values).not.toHaveProperty('phoneNumber');
    const request = registrationFormToRequest(values);
    expect(request.phoneNumber).toBe('919876543210');
    expect(request.couponCode).toBe('EARLY50');
    expect(request).not.toHaveProperty('termsAccepted');
    expect(request).not.toHaveProperty('mobileNumber');
  });

  it('takes an optional school GSTIN checked by its checksum, sent upper-cased', () => {
    expect(
      registrationFormToRequest(registrationFormSchema.parse({ ...form, buyerGstin: '' })).buyerGstin,
    ).toBeUndefined();
    expect(
      registrationFormToRequest(registrationFormSchema.parse({ ...form, buyerGstin: ' 27aaaar0000a1zl ' })).buyerGstin,
    ).toBe('27AAAAR0000A1ZL');
    expect(errorsOf(registrationFormSchema, { ...form, buyerGstin: '27AAAAR0000A1ZA' })).toEqual({
      buyerGstin: MESSAGES.gstinInvalid,
    });
  });

  it('requires a 10-digit mobile (a digit too many is refused, never cut) and accepted terms', () => {
    expect(errorsOf(registrationFormSchema, { ...form, mobileNumber: '98765432101', termsAccepted: false })).toEqual({
      mobileNumber: 'Please enter a valid 10-digit mobile number',
      termsAccepted: 'You must accept the terms and conditions',
    });
    expect(errorsOf(registrationFormSchema, { ...form, mobileNumber: '5876543210' })).toEqual({
      mobileNumber: MESSAGES.mobileInvalid,
    });
  });
});

describe('coupon schemas', () => {
  it('checks the admin code length with the spec messages', () => {
    const base = { discountRupees: 50, usageLimit: 1, isActive: true };
    expect(errorsOf(couponAdminSchema, { ...base })).toEqual({ code: 'Coupon code is required' });
    expect(errorsOf(couponAdminSchema, { ...base, code: '' })).toEqual({ code: 'Coupon code is required' });
    expect(errorsOf(couponAdminSchema, { ...base, code: 'A' })).toEqual({
      code: 'Coupon code must be at least 2 characters',
    });
    expect(errorsOf(couponAdminSchema, { ...base, code: 'A'.repeat(21) })).toEqual({ code: 'Coupon code too long' });
    expect(errorsOf(couponAdminSchema, { ...base, code: 42 })).toEqual({ code: 'Invalid input' });
  });

  it('checks discount and usage limit, with defaults', () => {
    expect(errorsOf(couponAdminSchema, { code: 'AB', discountRupees: -1, usageLimit: 0 })).toEqual({
      discountRupees: 'Discount must be at least ₹0.01',
      usageLimit: 'Usage limit must be at least 1',
    });
    expect(couponAdminSchema.parse({ code: ' save20 ', discountRupees: 20 })).toMatchObject({
      code: 'SAVE20',
      kind: 'flat',
      discountRupees: 20,
      perContactLimit: null,
      usageLimit: 1,
      isActive: true,
    });
  });

  it('converts the rupee form into a paise payload', () => {
    const form = couponAdminSchema.parse({ code: 'off', discountRupees: 99.99, usageLimit: 3, isActive: false });
    const payload = couponFormToPayload(form);
    expect(payload).toEqual({
      code: 'OFF',
      kind: 'flat',
      discountAmount: 9999,
      ...UNRESTRICTED_COUPON,
      usageLimit: 3,
      isActive: false,
    });
    expect(couponPayloadSchema.parse(payload)).toEqual(payload);
  });

  it('turns a percent coupon with days, scope and limits into its rule, the last day included', () => {
    const form = couponAdminSchema.parse({
      code: 'fest',
      kind: 'percent',
      discountRupees: 0,
      percentOff: 15,
      validFromDay: '2026-12-01',
      validUntilDay: '2026-12-31',
      venueIds: [4],
      gradeGroups: ['std-1-2'],
      appliesToKits: false,
      perContactLimit: 2,
      minAmountRupees: 500,
    });
    const payload = couponFormToPayload(form);
    expect(payload).toMatchObject({
      kind: 'percent',
      percentOff: 15,
      validFrom: '2026-11-30T18:30:00.000Z',
      validUntil: '2026-12-31T18:30:00.000Z',
      venueIds: [4],
      gradeGroups: ['std-1-2'],
      appliesToTickets: true,
      appliesToKits: false,
      perContactLimit: 2,
      minAmountPaise: 50000,
    });
    expect(payload).not.toHaveProperty('discountAmount');
    expect(couponPayloadSchema.parse(payload)).toEqual(payload);
  });

  it('refuses a percent out of range, a window that ends before it starts and a coupon for nothing', () => {
    expect(
      errorsOf(couponAdminSchema, {
        code: 'AB',
        kind: 'percent',
        discountRupees: 0,
        percentOff: 101,
        validFromDay: '2026-12-02',
        validUntilDay: '2026-12-01',
        appliesToTickets: false,
        appliesToKits: false,
      }),
    ).toEqual({
      percentOff: MESSAGES.percentOffRange,
      validUntilDay: MESSAGES.couponWindowOrder,
      appliesToKits: MESSAGES.couponAppliesToNothing,
    });
  });

  it('requires at least 1 paise in the stored payload', () => {
    expect(errorsOf(couponPayloadSchema, { code: 'AB', discountAmount: 0 })).toEqual({
      discountAmount: 'Discount must be at least ₹0.01',
    });
  });
});

describe('venue schemas', () => {
  const venue = {
    name: 'pune-baner',
    displayName: 'Pune - Baner',
    city: 'Pune',
    address: 'Baner Road',
    startsAt: '2027-12-12T10:00',
    endsAt: '2027-12-12T14:00',
    maxSeats: 150,
  };

  it('accepts a venue with defaults (bookings close at the default time)', () => {
    expect(venueFormSchema.parse(venue)).toEqual({ ...venue, bookingClosesAt: '', bookedSeats: 0, isActive: true });
  });

  it('requires each text field and readable times', () => {
    expect(
      errorsOf(venueFormSchema, {
        name: ' ',
        displayName: '',
        city: '',
        address: '',
        startsAt: '',
        endsAt: '14 Dec, 2 PM',
        bookingClosesAt: '2027-02-30T10:00',
        maxSeats: 0,
        bookedSeats: -1,
      }),
    ).toEqual({
      name: 'Venue name is required',
      displayName: 'Display name is required',
      city: 'City is required',
      address: 'Address is required',
      startsAt: VENUE_TIME_MESSAGES.startsAtInvalid,
      endsAt: VENUE_TIME_MESSAGES.endsAtInvalid,
      bookingClosesAt: VENUE_TIME_MESSAGES.bookingClosesAtInvalid,
      maxSeats: 'Must have at least 1 seat',
      bookedSeats: 'Booked seats cannot be negative',
    });
  });

  it('refuses an end before the start, and bookings closing after the start', () => {
    expect(
      errorsOf(venueFormSchema, { ...venue, endsAt: '2027-12-12T10:00', bookingClosesAt: '2027-12-12T10:30' }),
    ).toEqual({ endsAt: VENUE_TIME_MESSAGES.endBeforeStart, bookingClosesAt: VENUE_TIME_MESSAGES.closesAfterStart });
  });

  it('uses the form message and the 100 seat default in the form', () => {
    expect(errorsOf(venueFormSchema, { ...venue, maxSeats: 0 })).toEqual({ maxSeats: 'Must have at least 1 seat' });
    const { maxSeats: _m, ...noSeats } = venue;
    expect(venueFormSchema.parse(noSeats).maxSeats).toBe(100);
  });
});

describe('productAdminSchema', () => {
  const product = {
    id: 'kit-001',
    name: 'Robo Car Kit',
    slug: 'robo-car-kit',
    category: 'Robotics Kits',
    price: 1999,
    mrp: 3500,
    sku: 'RL-CAR-01',
    summary: 'A robot car you build yourself.',
    ageRange: '8-14 years',
    shipping: 'Pan-India, 3–5 business days',
    warranty: '6 months limited',
    returnPolicy: '7-day replacement',
  };

  it('accepts a product and fills the defaults', () => {
    expect(productAdminSchema.parse(product)).toMatchObject({
      taxIncluded: true,
      inventory: 0,
      lowStockThreshold: 10,
      images: [],
      thumbnail: '',
      features: [],
      boxContents: [],
      tags: [],
      ctaLabel: 'Buy Now',
      isActive: true,
    });
  });

  it('accepts absolute and root-relative image URLs', () => {
    const parsed = productAdminSchema.parse({
      ...product,
      thumbnail: 'https://cdn.roboleague.in/car.png',
      images: ['/uploads/car-1.png', 'http://localhost:3000/uploads/car-2.png'],
      ctaLabel: 'Order Now',
    });
    expect(parsed.images).toHaveLength(2);
    expect(parsed.ctaLabel).toBe('Order Now');
  });

  it('reports every product rule with the spec message', () => {
    expect(
      errorsOf(productAdminSchema, {
        id: '',
        name: 'R',
        shortName: 'x'.repeat(101),
        slug: 'Robo Car',
        category: 'Toys',
        price: 0,
        mrp: 0,
        sku: '',
        inventory: -1,
        lowStockThreshold: -1,
        images: ['not a url'],
        thumbnail: 'ftp://x.in/a.png',
        summary: 'short',
        features: ['ok', ' '],
        boxContents: [''],
        ageRange: '',
        shipping: '',
        warranty: '',
        returnPolicy: '',
      }),
    ).toEqual({
      id: 'Product ID is required',
      name: 'Product name must be at least 2 characters',
      shortName: 'Short name too long',
      slug: 'Slug must contain only lowercase letters, numbers, and hyphens',
      category: 'Category is required',
      price: 'Price must be at least ₹0.01',
      mrp: 'MRP must be at least ₹0.01',
      sku: 'SKU is required',
      inventory: 'Inventory cannot be negative',
      lowStockThreshold: 'Low stock threshold cannot be negative',
      'images.0': 'Invalid image URL',
      thumbnail: 'Invalid thumbnail URL',
      summary: 'Summary must be at least 10 characters',
      'features.1': 'Feature cannot be empty',
      'boxContents.0': 'Box content cannot be empty',
      ageRange: 'Age range is required',
      shipping: 'Shipping info is required',
      warranty: 'Warranty info is required',
      returnPolicy: 'Return policy is required',
    });
  });

  it('enforces the maximum lengths', () => {
    expect(
      errorsOf(productAdminSchema, {
        ...product,
        name: 'n'.repeat(256),
        slug: 's'.repeat(256),
        sku: 'k'.repeat(51),
        summary: 'y'.repeat(501),
      }),
    ).toEqual({
      name: 'Product name too long',
      slug: 'Slug too long',
      sku: 'SKU too long',
      summary: 'Summary too long',
    });
    expect(errorsOf(productAdminSchema, { ...product, slug: '' })).toEqual({ slug: 'Slug is required' });
    expect(errorsOf(productAdminSchema, { ...product, price: 19.5 })).toEqual({ price: MESSAGES.priceMin });
  });
});

describe('order and buyer schemas', () => {
  const address = { line1: '3rd Floor, Orchid Plaza', city: 'Pune', state: 'Maharashtra', pincode: '411045' };
  const buyer = {
    customerName: 'Priya',
    customerEmail: 'priya@example.com',
    customerPhone: '9876543210',
    shippingAddress: address,
  };

  it('accepts buyer details and rejects bad ones', () => {
    expect(buyerDetailsSchema.parse(buyer)).toEqual(buyer);
    expect(
      errorsOf(buyerDetailsSchema, {
        customerName: 'P',
        customerEmail: 'x',
        customerPhone: '98765432101',
        shippingAddress: { line1: ' ', city: '', state: '', pincode: '41104' },
      }),
    ).toEqual({
      customerName: 'Name must be at least 2 characters',
      customerEmail: 'Please enter a valid email address',
      customerPhone: 'Please enter a valid 10-digit mobile number',
      'shippingAddress.line1': 'Address is required',
      'shippingAddress.city': 'City is required',
      'shippingAddress.state': 'State is required',
      'shippingAddress.pincode': 'Please enter a valid 6-digit PIN code',
    });
  });
});

describe('login schemas', () => {
  it('requires the admin password', () => {
    expect(errorsOf(adminPasswordLoginSchema, { password: '' })).toEqual({ password: 'Password required' });
    expect(errorsOf(adminPasswordLoginSchema, {})).toEqual({ password: 'Password required' });
    expect(adminPasswordLoginSchema.parse({ password: 'secret' })).toEqual({ password: 'secret' });
  });

  it('requires username and password', () => {
    expect(errorsOf(userLoginSchema, { username: ' ', password: '' })).toEqual({
      username: 'Username is required',
      password: 'Password required',
    });
    expect(userLoginSchema.safeParse({ username: 'admin@roboleague.in', password: 'x' }).success).toBe(true);
  });
});

describe('text limits (text-limits.ts), the same as the server and the columns', () => {
  it('refuses over-long names, school, e-mail and address with a message naming the field', () => {
    const long = (n: number) => 'x'.repeat(n);
    expect(errorsOf(registrationFormSchema, { ...form, parentName: long(101), schoolName: long(151) })).toEqual({
      parentName: 'Parent name must be at most 100 characters',
      schoolName: 'School name must be at most 150 characters',
    });
    expect(registrationFormSchema.safeParse({ ...form, parentName: long(100), schoolName: long(150) }).success).toBe(
      true,
    );
    expect(
      errorsOf(buyerDetailsSchema, {
        customerName: long(101),
        customerEmail: `${long(250)}@example.com`,
        customerPhone: '9876543210',
        shippingAddress: { line1: long(201), city: long(81), state: long(81), pincode: '411045' },
      }),
    ).toEqual({
      customerName: 'Name must be at most 100 characters',
      customerEmail: 'Email must be at most 254 characters',
      'shippingAddress.line1': 'Address line 1 must be at most 200 characters',
      'shippingAddress.city': 'City must be at most 80 characters',
      'shippingAddress.state': 'State must be at most 80 characters',
    });
  });
});
