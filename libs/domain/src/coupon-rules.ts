import { paise, type Paise } from './money.js';
import type { GradeGroup } from './constants.js';
import { MESSAGES } from './messages.js';
import { formatPaise } from './money.js';
import { priceWorkshop, type WorkshopPrice, type WorkshopPriceInput } from './pricing.js';

export const COUPON_KINDS = ['flat', 'percent'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

export const BULK_COUPON_MAX = 5000;
export const BULK_PREFIX_PATTERN = /^[A-Z0-9]{2,12}$/;

/** What a coupon takes off and where it applies. A scope that is null applies everywhere. */
export interface CouponRule {
  code: string;
  kind: CouponKind;
  /** Paise taken off by a flat coupon (0 for a percent coupon). */
  discountAmount: Paise;
  /** 1-100 for a percent coupon, else null. */
  percentOff: number | null;
  /** ISO times; null: open at that end. */
  validFrom: string | null;
  validUntil: string | null;
  /** The one edition the coupon is for; null: every edition. */
  editionId: number | null;
  venueIds: number[] | null;
  gradeGroups: GradeGroup[] | null;
  appliesToTickets: boolean;
  appliesToKits: boolean;
  /** Paise the booking must come to before the discount. */
  minAmountPaise: Paise;
  /** Uses per phone or e-mail; null: unlimited. */
  perContactLimit: number | null;
}

/** A coupon's rule when staff restrict nothing: always, everywhere, tickets and kits, no per-contact limit or minimum. */
export const UNRESTRICTED_COUPON = {
  validFrom: null,
  validUntil: null,
  editionId: null,
  venueIds: null,
  gradeGroups: null,
  appliesToTickets: true,
  appliesToKits: true,
  minAmountPaise: paise(0),
  perContactLimit: null,
} as const satisfies Partial<CouponRule>;

/** The booking a coupon is checked against; what is not known yet is not checked. */
export interface CouponBooking {
  /** The edition of the booking's venue. */
  editionId?: number;
  venueId?: number;
  gradeGroup?: GradeGroup;
  takeawayKit?: boolean;
  /** The booking's price before any coupon, in paise. */
  originalAmount?: Paise;
}

/** Paise a coupon takes off `originalAmount`: a percent rounded to the rupee; the price rule caps it and keeps the floor. */
export function couponDiscountPaise(
  rule: Pick<CouponRule, 'kind' | 'discountAmount' | 'percentOff'>,
  originalAmount: Paise,
): Paise {
  if (rule.kind === 'flat') return rule.discountAmount;
  return paise(Math.round((originalAmount * (rule.percentOff ?? 0)) / 100 / 100) * 100);
}

/** The workshop price with the coupon's discount for that price (none without a coupon). */
export function priceWithCoupon(
  input: Omit<WorkshopPriceInput, 'couponDiscountPaise'>,
  rule: Pick<CouponRule, 'kind' | 'discountAmount' | 'percentOff'> | null,
): WorkshopPrice {
  if (!rule) return priceWorkshop(input);
  const { originalAmount } = priceWorkshop(input);
  return priceWorkshop({ ...input, couponDiscountPaise: couponDiscountPaise(rule, originalAmount) });
}

function outOfScope(rule: CouponRule, booking: CouponBooking): boolean {
  if (booking.editionId !== undefined && rule.editionId !== null && rule.editionId !== booking.editionId) return true;
  if (booking.venueId !== undefined && rule.venueIds && !rule.venueIds.includes(booking.venueId)) return true;
  if (booking.gradeGroup !== undefined && rule.gradeGroups && !rule.gradeGroups.includes(booking.gradeGroup))
    return true;
  if (booking.takeawayKit === true && !rule.appliesToKits) return true;
  if (booking.takeawayKit === false && !rule.appliesToTickets) return true;
  return false;
}

/**
 * Why the coupon cannot be used for this booking at `now`, or null: its window, its scope, its
 * minimum amount. Uses left (overall and per contact) are the server's to count. The form and the
 * server ask the same function, so both show the same message.
 */
export function couponRuleProblem(rule: CouponRule, booking: CouponBooking, now: Date): string | null {
  if (rule.validFrom && now < new Date(rule.validFrom)) return MESSAGES.couponNotYetValid;
  if (rule.validUntil && now >= new Date(rule.validUntil)) return MESSAGES.couponExpired;
  if (outOfScope(rule, booking)) return MESSAGES.couponNotForWorkshop;
  if (booking.originalAmount !== undefined && booking.originalAmount < rule.minAmountPaise)
    return MESSAGES.couponBelowMinimum(formatPaise(rule.minAmountPaise));
  return null;
}
