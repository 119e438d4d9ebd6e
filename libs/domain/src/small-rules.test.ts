import { describe, expect, it } from 'vitest';
import { couponIsActiveLabel, couponUsagePercent } from './coupon-label.js';
import { discountPercent } from './discount.js';
import { ADMIN_STOCK_LABELS, STOREFRONT_STOCK_LABELS, stockStatus } from './stock.js';
import { STOREFRONT_LOW_STOCK } from './constants.js';

describe('stockStatus', () => {
  it('is out at zero or below', () => {
    expect(stockStatus(0, 5)).toBe('out');
    expect(stockStatus(-2, 5)).toBe('out');
    expect(stockStatus(0, 0)).toBe('out');
  });
  it('is low at or below the threshold and in above it', () => {
    expect(stockStatus(1, STOREFRONT_LOW_STOCK)).toBe('low');
    expect(stockStatus(5, STOREFRONT_LOW_STOCK)).toBe('low');
    expect(stockStatus(6, STOREFRONT_LOW_STOCK)).toBe('in');
    expect(stockStatus(10, 10)).toBe('low');
    expect(stockStatus(11, 10)).toBe('in');
    expect(stockStatus(1, 0)).toBe('in');
  });
  it('has the storefront and admin labels', () => {
    expect(STOREFRONT_STOCK_LABELS[stockStatus(3, 5)]).toBe('Few left');
    expect(STOREFRONT_STOCK_LABELS.out).toBe('Out of stock');
    expect(STOREFRONT_STOCK_LABELS.in).toBe('In stock');
    expect(ADMIN_STOCK_LABELS).toEqual({ out: 'Out of Stock', low: 'Low Stock', in: 'In Stock' });
  });
});

describe('discountPercent', () => {
  it('rounds the saving against the list price', () => {
    expect(discountPercent(349, 1999)).toBe(83);
    expect(discountPercent(1999, 3500)).toBe(43);
    expect(discountPercent(50, 100)).toBe(50);
    expect(discountPercent(2, 3)).toBe(33);
    expect(discountPercent(1, 3)).toBe(67);
  });
  it('is 0 without a higher list price', () => {
    expect(discountPercent(100)).toBe(0);
    expect(discountPercent(100, null)).toBe(0);
    expect(discountPercent(100, 100)).toBe(0);
    expect(discountPercent(100, 80)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
  });
});

describe('coupon labels', () => {
  it('is Active only when switched on and below its limit', () => {
    expect(couponIsActiveLabel({ isActive: true, usedCount: 0, usageLimit: 1 })).toBe('Active');
    expect(couponIsActiveLabel({ isActive: true, usedCount: 1, usageLimit: 1 })).toBe('Inactive');
    expect(couponIsActiveLabel({ isActive: false, usedCount: 0, usageLimit: 5 })).toBe('Inactive');
  });
  it('caps the usage bar at 100 percent', () => {
    expect(couponUsagePercent(1, 4)).toBe(25);
    expect(couponUsagePercent(4, 4)).toBe(100);
    expect(couponUsagePercent(9, 4)).toBe(100);
    expect(couponUsagePercent(0, 0)).toBe(0);
  });
});
