import { describe, expect, it } from 'vitest';
import {
  couponDiscountPaise,
  couponRuleProblem,
  priceWithCoupon,
  UNRESTRICTED_COUPON,
  type CouponRule,
} from './coupon-rules.js';
import { MESSAGES } from './messages.js';

const rule = (overrides: Partial<CouponRule> = {}): CouponRule => ({
  code: 'FEST',
  kind: 'flat',
  discountAmount: 5000,
  percentOff: null,
  ...UNRESTRICTED_COUPON,
  ...overrides,
});
const percent = (percentOff: number) => rule({ kind: 'percent', discountAmount: 0, percentOff });
const now = new Date('2026-12-10T06:00:00Z');

describe('coupon discounts', () => {
  it('takes a percent rounded to the rupee, and a flat amount as it is', () => {
    expect(couponDiscountPaise(percent(10), 34900)).toBe(3500); // ₹34.90 → ₹35
    expect(couponDiscountPaise(percent(15), 499900)).toBe(75000); // ₹749.85 → ₹750
    expect(couponDiscountPaise(percent(1), 34900)).toBe(300); // ₹3.49 → ₹3
    expect(couponDiscountPaise(rule(), 34900)).toBe(5000);
  });

  it('never prices below the ₹1 floor', () => {
    const input = { gradeGroup: 'std-1-2', takeawayKit: false, earlyBird: true } as const;
    expect(priceWithCoupon(input, percent(100))).toEqual({
      originalAmount: 34900,
      discountAmount: 34800,
      totalAmount: 100,
    });
    expect(priceWithCoupon(input, null)).toEqual({ originalAmount: 34900, discountAmount: 0, totalAmount: 34900 });
    // Half of ₹1,999 is ₹999.50: ₹1,000 off, half a rupee rounds up.
    expect(priceWithCoupon({ ...input, takeawayKit: true }, percent(50))).toMatchObject({ totalAmount: 99900 });
  });
});

describe('couponRuleProblem', () => {
  it('checks the window, its end excluded', () => {
    expect(couponRuleProblem(rule({ validFrom: '2026-12-11T00:00:00Z' }), {}, now)).toBe(MESSAGES.couponNotYetValid);
    expect(couponRuleProblem(rule({ validUntil: now.toISOString() }), {}, now)).toBe(MESSAGES.couponExpired);
    expect(couponRuleProblem(rule({ validFrom: now.toISOString(), validUntil: '2026-12-11T00:00:00Z' }), {}, now)).toBe(
      null,
    );
  });

  it('checks the scope only for what is known of the booking', () => {
    const scoped = rule({ venueIds: [3], gradeGroups: ['std-5-9'], appliesToKits: false });
    expect(couponRuleProblem(scoped, {}, now)).toBe(null);
    expect(couponRuleProblem(scoped, { venueId: 4 }, now)).toBe(MESSAGES.couponNotForWorkshop);
    expect(couponRuleProblem(scoped, { gradeGroup: 'std-1-2' }, now)).toBe(MESSAGES.couponNotForWorkshop);
    expect(couponRuleProblem(scoped, { takeawayKit: true }, now)).toBe(MESSAGES.couponNotForWorkshop);
    expect(couponRuleProblem(scoped, { venueId: 3, gradeGroup: 'std-5-9', takeawayKit: false }, now)).toBe(null);
    expect(couponRuleProblem(rule({ appliesToTickets: false }), { takeawayKit: false }, now)).toBe(
      MESSAGES.couponNotForWorkshop,
    );
  });

  it('checks the minimum amount against the price before the discount', () => {
    const minimum = rule({ minAmountPaise: 100000 });
    expect(couponRuleProblem(minimum, { originalAmount: 99999 }, now)).toBe(MESSAGES.couponBelowMinimum('₹1,000'));
    expect(couponRuleProblem(minimum, { originalAmount: 100000 }, now)).toBe(null);
  });
});
