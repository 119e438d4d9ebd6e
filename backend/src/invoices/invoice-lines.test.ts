import { describe, expect, it } from '@jest/globals';
import { GRADE_GROUPS, priceWorkshop, WORKSHOP_SAC, paise } from '@robo/domain';
import { bookingItems, partOfLines, taxLines, totalsOf } from './invoice-lines.js';

const RATES = { workshopRate: 18, kitRate: 12, kitHsn: '9023' };
const COUPONS = [0, 1, 4900, 10001, 33333, 999999];

const cases = GRADE_GROUPS.flatMap((gradeGroup) =>
  [false, true].flatMap((takeawayKit) =>
    [true, false].flatMap((earlyBird) =>
      COUPONS.flatMap((coupon) =>
        [true, false].map((intraState) => ({ gradeGroup, takeawayKit, earlyBird, coupon, intraState })),
      ),
    ),
  ),
);

describe('booking invoice lines', () => {
  it.each(cases)(
    '%o: totals equal the amount charged, every line taxed at its rate to the paise',
    ({ gradeGroup, takeawayKit, earlyBird, coupon, intraState }) => {
      const price = priceWorkshop({ gradeGroup, takeawayKit, earlyBird, couponDiscountPaise: paise(coupon) });
      const items = bookingItems(
        {
          gradeGroup,
          takeawayKit,
          originalAmount: price.originalAmount,
          venueName: 'Pune — Baner',
          ticketPrice: paise(34900),
        },
        RATES,
      );
      const lines = taxLines(items, price.totalAmount, intraState);
      const totals = totalsOf(lines);

      expect(totals.total).toBe(price.totalAmount);
      expect(totals.taxableTotal + totals.cgstTotal + totals.sgstTotal + totals.igstTotal).toBe(price.totalAmount);
      expect(lines.reduce((sum, line) => sum + line.discount, 0)).toBe(price.discountAmount);
      expect(lines.map((line) => line.code)).toEqual(takeawayKit ? [WORKSHOP_SAC, '9023'] : [WORKSHOP_SAC]);
      for (const line of lines) {
        expect(line.gross).toBe(line.listPrice - line.discount);
        expect(line.gross).toBeGreaterThanOrEqual(0);
        for (const part of [line.taxable, line.cgst, line.sgst, line.igst]) expect(Number.isInteger(part)).toBe(true);
        // Each tax is the exact tax on what was paid for the line, rounded to the paise.
        const exactTaxable = (line.gross * 100) / (100 + line.ratePercent);
        const exactTax = (exactTaxable * line.ratePercent) / 100;
        expect(Math.abs(line.taxable - exactTaxable)).toBeLessThanOrEqual(1);
        if (intraState) {
          expect(line.igst).toBe(0);
          expect(line.cgst).toBe(line.sgst);
          expect(Math.abs(line.cgst - exactTax / 2)).toBeLessThanOrEqual(0.5);
        } else {
          expect(line.cgst + line.sgst).toBe(0);
          expect(Math.abs(line.igst - exactTax)).toBeLessThanOrEqual(0.5);
        }
      }
    },
  );

  it('prices a kit booking as the seat at the early-bird price plus the kit', () => {
    const items = bookingItems(
      {
        gradeGroup: 'std-5-9',
        takeawayKit: true,
        originalAmount: paise(499900),
        venueName: 'X',
        ticketPrice: paise(34900),
      },
      RATES,
    );
    expect(items.map((item) => [item.code, item.listPrice, item.ratePercent])).toEqual([
      [WORKSHOP_SAC, 34900, 18],
      ['9023', 465000, 12],
    ]);
  });

  it('refuses to invoice more than the list price', () => {
    expect(() =>
      taxLines(
        bookingItems(
          {
            gradeGroup: 'std-1-2',
            takeawayKit: false,
            originalAmount: paise(34900),
            venueName: 'X',
            ticketPrice: paise(34900),
          },
          RATES,
        ),
        paise(35000),
        true,
      ),
    ).toThrow();
  });
});

describe('credit note lines', () => {
  it.each([1, 100, 12345, 199900])('a refund of %i paise is shared over the lines and adds up exactly', (amount) => {
    const lines = taxLines(
      bookingItems(
        {
          gradeGroup: 'std-1-2',
          takeawayKit: true,
          originalAmount: paise(199900),
          venueName: 'X',
          ticketPrice: paise(34900),
        },
        RATES,
      ),
      paise(199900),
      false,
    );
    const part = partOfLines(lines, paise(amount), false);
    expect(totalsOf(part).total).toBe(amount);
    const { taxableTotal, igstTotal } = totalsOf(part);
    expect(taxableTotal + igstTotal).toBe(amount);
  });
});
