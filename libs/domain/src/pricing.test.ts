import { describe, expect, it } from 'vitest';
import { GRADE_GROUPS } from './constants.js';
import {
  BASE_TICKET_PAISE,
  KIT_PRICES_PAISE,
  kitSavingRupees,
  MIN_TOTAL_PAISE,
  REGULAR_TICKET_PAISE,
  priceWorkshop,
} from './pricing.js';

describe('priceWorkshop', () => {
  it.each(GRADE_GROUPS)('charges the base ticket for %s without a kit, by tier', (gradeGroup) => {
    expect(priceWorkshop({ gradeGroup, takeawayKit: false, earlyBird: true })).toEqual({
      originalAmount: 34900,
      discountAmount: 0,
      totalAmount: 34900,
    });
    expect(priceWorkshop({ gradeGroup, takeawayKit: false, earlyBird: false })).toEqual({
      originalAmount: 199900,
      discountAmount: 0,
      totalAmount: 199900,
    });
  });

  it.each([
    ['std-1-2', 199900],
    ['std-3-4', 299900],
    ['std-5-9', 499900],
  ] as const)('replaces the ticket with the %s kit price whatever the tier', (gradeGroup, kitPrice) => {
    for (const earlyBird of [true, false]) {
      expect(priceWorkshop({ gradeGroup, takeawayKit: true, earlyBird })).toEqual({
        originalAmount: kitPrice,
        discountAmount: 0,
        totalAmount: kitPrice,
      });
    }
  });

  it('takes a flat coupon smaller than the price off the total', () => {
    expect(
      priceWorkshop({ gradeGroup: 'std-3-4', takeawayKit: false, earlyBird: true, couponDiscountPaise: 10000 }),
    ).toEqual({
      originalAmount: 34900,
      discountAmount: 10000,
      totalAmount: 24900,
    });
    expect(
      priceWorkshop({ gradeGroup: 'std-5-9', takeawayKit: true, earlyBird: true, couponDiscountPaise: 50000 }),
    ).toEqual({
      originalAmount: 499900,
      discountAmount: 50000,
      totalAmount: 449900,
    });
    expect(
      priceWorkshop({ gradeGroup: 'std-1-2', takeawayKit: false, earlyBird: false, couponDiscountPaise: 99900 }),
    ).toEqual({
      originalAmount: 199900,
      discountAmount: 99900,
      totalAmount: 100000,
    });
  });

  it('caps a coupon larger than the price and keeps the 100 paise floor', () => {
    const price = priceWorkshop({
      gradeGroup: 'std-1-2',
      takeawayKit: false,
      earlyBird: true,
      couponDiscountPaise: 1000000,
    });
    expect(price).toEqual({ originalAmount: 34900, discountAmount: 34800, totalAmount: MIN_TOTAL_PAISE });
  });

  it('applies the floor when the coupon equals the price or leaves less than 100 paise', () => {
    expect(
      priceWorkshop({ gradeGroup: 'std-1-2', takeawayKit: false, earlyBird: true, couponDiscountPaise: 34900 })
        .totalAmount,
    ).toBe(100);
    expect(
      priceWorkshop({ gradeGroup: 'std-1-2', takeawayKit: false, earlyBird: true, couponDiscountPaise: 34850 }),
    ).toEqual({
      originalAmount: 34900,
      discountAmount: 34800,
      totalAmount: 100,
    });
    expect(
      priceWorkshop({ gradeGroup: 'std-1-2', takeawayKit: false, earlyBird: true, couponDiscountPaise: 34800 })
        .totalAmount,
    ).toBe(100);
    expect(
      priceWorkshop({ gradeGroup: 'std-1-2', takeawayKit: false, earlyBird: true, couponDiscountPaise: 34799 })
        .totalAmount,
    ).toBe(101);
  });

  it('ignores a negative coupon', () => {
    expect(
      priceWorkshop({ gradeGroup: 'std-1-2', takeawayKit: false, earlyBird: true, couponDiscountPaise: -500 })
        .totalAmount,
    ).toBe(34900);
  });

  it('always keeps original - discount = total', () => {
    for (const gradeGroup of GRADE_GROUPS)
      for (const takeawayKit of [true, false])
        for (const earlyBird of [true, false])
          for (const couponDiscountPaise of [0, 1, 34899, 34900, 200000, 10_000_000]) {
            const p = priceWorkshop({ gradeGroup, takeawayKit, earlyBird, couponDiscountPaise });
            expect(p.originalAmount - p.discountAmount).toBe(p.totalAmount);
            expect(p.totalAmount).toBeGreaterThanOrEqual(MIN_TOTAL_PAISE);
          }
  });

  it('publishes the advertised figures', () => {
    expect(BASE_TICKET_PAISE).toBe(34900);
    expect(REGULAR_TICKET_PAISE).toBe(199900);
    expect(KIT_PRICES_PAISE).toEqual({ 'std-1-2': 199900, 'std-3-4': 299900, 'std-5-9': 499900 });
    expect(GRADE_GROUPS.map((g) => kitSavingRupees(g, KIT_PRICES_PAISE[g]))).toEqual([1501, 2001, 2501]);
    expect(kitSavingRupees('std-1-2', 400000)).toBe(0);
  });
});
