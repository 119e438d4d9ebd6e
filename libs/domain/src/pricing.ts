import type { GradeGroup } from './constants.js';
import { paise, rupees, type Paise, type Rupees } from './money.js';

export const BASE_TICKET_PAISE = paise(34900);
/** The crossed-out regular price, charged once the Super Early Bird places are gone. */
export const REGULAR_TICKET_PAISE = paise(199900);
export const MIN_TOTAL_PAISE = paise(100);
export const DEFAULT_EARLY_BIRD_LIMIT = 500;

export const KIT_PRICES_PAISE: Record<GradeGroup, Paise> = {
  'std-1-2': paise(199900),
  'std-3-4': paise(299900),
  'std-5-9': paise(499900),
};
export const KIT_WAS_RUPEES: Record<GradeGroup, Rupees> = {
  'std-1-2': rupees(3500),
  'std-3-4': rupees(5000),
  'std-5-9': rupees(7500),
};

/** Rupees a kit at `kitPricePaise` saves against the price it was (none if it costs more). */
export function kitSavingRupees(gradeGroup: GradeGroup, kitPricePaise: Paise): Rupees {
  return rupees(Math.max(0, KIT_WAS_RUPEES[gradeGroup] - Math.round(kitPricePaise / 100)));
}

/** An edition's prices in paise (libs/domain editions.ts); these constants are edition 1's. */
export interface TicketPrices {
  ticketPrice: Paise;
  regularPrice: Paise;
  kitPrices: Record<GradeGroup, Paise>;
}

export const FIRST_EDITION_PRICES: TicketPrices = {
  ticketPrice: BASE_TICKET_PAISE,
  regularPrice: REGULAR_TICKET_PAISE,
  kitPrices: KIT_PRICES_PAISE,
};

export interface WorkshopPriceInput {
  gradeGroup: GradeGroup;
  takeawayKit: boolean;
  couponDiscountPaise?: Paise;
  earlyBird: boolean;
  /** The booking's edition's prices; edition 1's when not given. */
  prices?: TicketPrices;
}

export interface WorkshopPrice {
  originalAmount: Paise;
  discountAmount: Paise;
  totalAmount: Paise;
}

/**
 * The one workshop price rule (form shows it, server charges it).
 * discountAmount is what was actually taken off, so originalAmount - discountAmount === totalAmount
 * even when the 100 paise floor limits the coupon.
 */
export function priceWorkshop(input: WorkshopPriceInput): WorkshopPrice {
  const prices = input.prices ?? FIRST_EDITION_PRICES;
  const originalAmount = input.takeawayKit
    ? prices.kitPrices[input.gradeGroup]
    : input.earlyBird
      ? prices.ticketPrice
      : prices.regularPrice;
  const coupon = Math.max(0, Math.round(input.couponDiscountPaise ?? 0));
  const totalAmount = paise(Math.max(originalAmount - Math.min(coupon, originalAmount), MIN_TOTAL_PAISE));
  return { originalAmount, discountAmount: paise(originalAmount - totalAmount), totalAmount };
}
