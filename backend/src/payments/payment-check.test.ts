import { describe, expect, it } from '@jest/globals';
import { paise } from '@robo/domain';
import { mismatchReasons } from './payment-check.js';

const payment = { id: 'pay_1', orderId: 'order_1', amount: paise(34900), currency: 'INR', status: 'captured' };

describe('mismatchReasons', () => {
  it('accepts a captured INR payment of exactly the amount charged', () => {
    expect(mismatchReasons(paise(34900), payment)).toEqual([]);
  });

  it('names every way a payment differs from what was charged', () => {
    expect(mismatchReasons(paise(34900), { ...payment, amount: paise(1), currency: 'USD' })).toEqual([
      'currency USD, not INR',
      'amount 1 paise, not the 34900 charged',
    ]);
    expect(mismatchReasons(paise(34900), { ...payment, status: 'authorized' })).toEqual([
      'status authorized, not captured',
    ]);
    expect(mismatchReasons(paise(34900), { ...payment, amount: paise(35000) })).toEqual([
      'amount 35000 paise, not the 34900 charged',
    ]);
  });
});
