import { describe, expect, it } from 'vitest';
import { moneyStatus } from './money-status.js';

describe('moneyStatus', () => {
  it('is paid until money goes back, partially refunded for a part, refunded for all of it', () => {
    expect(moneyStatus(150_000, 0)).toBe('paid');
    expect(moneyStatus(150_000, 50_000)).toBe('partially refunded');
    expect(moneyStatus(150_000, 149_999)).toBe('partially refunded');
    expect(moneyStatus(150_000, 150_000)).toBe('refunded');
  });
});
