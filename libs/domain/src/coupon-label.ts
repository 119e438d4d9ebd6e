export interface CouponUsageState {
  isActive: boolean;
  usedCount: number;
  usageLimit: number;
}

/** Active only when switched on and not used up. */
export function couponIsActiveLabel(c: CouponUsageState): 'Active' | 'Inactive' {
  return c.isActive && c.usedCount < c.usageLimit ? 'Active' : 'Inactive';
}

/** Usage bar width in percent, 0-100. */
export function couponUsagePercent(used: number, limit: number): number {
  if (limit <= 0) return used > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, (used / limit) * 100));
}
