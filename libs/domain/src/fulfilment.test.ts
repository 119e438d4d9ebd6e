import { describe, expect, it } from 'vitest';
import { checkFulfilmentMove, isFulfilmentMoveBack, nextFulfilmentStates } from './fulfilment.js';

describe('fulfilment moves', () => {
  it('lets staff move forward only', () => {
    expect(nextFulfilmentStates('unfulfilled', false)).toEqual(['packed', 'shipped']);
    expect(nextFulfilmentStates('packed', false)).toEqual(['shipped']);
    expect(nextFulfilmentStates('shipped', false)).toEqual(['delivered', 'returned']);
    expect(nextFulfilmentStates('delivered', false)).toEqual(['returned']);
    expect(nextFulfilmentStates('returned', false)).toEqual([]);
    expect(nextFulfilmentStates('cancelled', false)).toEqual([]);
  });

  it('names the current state when a move back is refused, and lets the owner make it', () => {
    expect(checkFulfilmentMove('shipped', 'packed', false)).toEqual({
      ok: false,
      reason: 'owner-only',
      message: 'This order is shipped; only the owner can move it back to packed.',
    });
    expect(checkFulfilmentMove('shipped', 'packed', true)).toEqual({ ok: true });
    // Forward first, then back, nearest first: the screen's first button moves the order on.
    expect(nextFulfilmentStates('delivered', true)).toEqual(['returned', 'shipped', 'packed', 'unfulfilled']);
    expect(nextFulfilmentStates('packed', true)).toEqual(['shipped', 'unfulfilled']);
    expect(isFulfilmentMoveBack('packed', 'unfulfilled')).toBe(true);
    expect(isFulfilmentMoveBack('packed', 'shipped')).toBe(false);
  });

  it('never moves a cancelled order, nor to the state it is in', () => {
    expect(checkFulfilmentMove('cancelled', 'shipped', true)).toMatchObject({ ok: false, reason: 'not-allowed' });
    expect(checkFulfilmentMove('packed', 'packed', true)).toEqual({
      ok: false,
      reason: 'same',
      message: 'This order is already packed.',
    });
  });
});
