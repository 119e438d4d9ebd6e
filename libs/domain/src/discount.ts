import type { Rupees } from './money.js';

/** Percent off the list price, rounded; 0 unless the list price is higher than the price. */
export function discountPercent(price: Rupees, listPrice?: Rupees | null): number {
  if (listPrice == null || !(listPrice > price) || listPrice <= 0) return 0;
  return Math.round(((listPrice - price) / listPrice) * 100);
}
