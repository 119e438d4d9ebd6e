import { describe, expect, it } from '@jest/globals';
import { retryDelayMs } from './retry-delay.js';

describe('retryDelayMs', () => {
  it('doubles from the first delay and stops at the cap, however many attempts failed', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, 1000, 10_000))).toEqual([1000, 2000, 4000, 8000, 10_000]);
    expect(retryDelayMs(5000, 1000, 300_000)).toBe(300_000);
  });
});
