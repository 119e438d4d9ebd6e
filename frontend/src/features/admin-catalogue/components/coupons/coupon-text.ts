import { formatPaise, indiaDayBefore, indiaDayOf, type AdminCoupon } from '@robo/domain';

/** "₹50" or "10%". */
export function couponDiscountText(coupon: Pick<AdminCoupon, 'kind' | 'discountAmount' | 'percentOff'>): string {
  return coupon.kind === 'percent' ? `${coupon.percentOff}%` : formatPaise(coupon.discountAmount);
}

/** The coupon's days in India: "Always", "From 2026-12-01", "Until 2026-12-31" or both. */
export function couponWindowText({ validFrom, validUntil }: Pick<AdminCoupon, 'validFrom' | 'validUntil'>): string {
  const lastDay = validUntil && indiaDayBefore(validUntil);
  if (validFrom && lastDay) return `${indiaDayOf(validFrom)} – ${lastDay}`;
  if (validFrom) return `From ${indiaDayOf(validFrom)}`;
  if (lastDay) return `Until ${lastDay}`;
  return 'Always';
}
