import { describe, expect, it } from 'vitest';
import {
  allows,
  BOOKING_PAYMENT,
  ORDER_PAYMENT,
  paymentStateOf,
  transitionSql,
  type Transition,
} from './payment-lifecycle.js';

/** Every state a transition may leave, as [transition name, state]. */
function leaving(table: Record<string, Transition<string>>): Array<[string, string]> {
  return Object.entries(table).flatMap(([name, t]) => t.from.map((state): [string, string] => [name, state]));
}

describe('payment lifecycles', () => {
  it.each([
    ['booking', BOOKING_PAYMENT, []],
    ['order', ORDER_PAYMENT, ['refundOnCancel']],
  ] as const)(
    'a %s: a refund owed ends only by the gateway confirming it; refunded is left only by a further staff refund',
    (_kind, table, staffRefunds) => {
      const moves = leaving(table);
      expect(moves.filter(([, state]) => state === 'refunded')).toEqual(staffRefunds.map((name) => [name, 'refunded']));
      expect(moves.filter(([, state]) => state === 'refund_due')).toEqual([['confirmRefund', 'refund_due']]);
    },
  );

  it('leaves paid only by staff cancelling (a booking) or refunding (an order), and a cancelled booking only by its refund', () => {
    const moves = leaving(BOOKING_PAYMENT);
    expect(moves.filter(([, state]) => state === 'paid')).toEqual([['cancel', 'paid']]);
    expect(moves.filter(([, state]) => state === 'cancelled')).toEqual([['confirmRefund', 'cancelled']]);
    expect(leaving(ORDER_PAYMENT).filter(([, state]) => state === 'completed')).toEqual([
      ['refundOnCancel', 'completed'],
    ]);
  });

  it('lets only a live hold be paid or expire, and only an expired one be paid late or owe a refund', () => {
    expect(allows(BOOKING_PAYMENT.capture, 'pending')).toBe(true);
    expect(allows(BOOKING_PAYMENT.capture, 'expired')).toBe(false);
    expect(allows(BOOKING_PAYMENT.expire, 'paid')).toBe(false);
    expect(allows(BOOKING_PAYMENT.captureLate, 'expired')).toBe(true);
    expect(allows(BOOKING_PAYMENT.oweRefund, 'expired')).toBe(true);
    expect(allows(BOOKING_PAYMENT.oweRefund, 'paid')).toBe(false);
    expect(allows(ORDER_PAYMENT.captureLate, 'failed')).toBe(true);
    expect(allows(ORDER_PAYMENT.expire, 'completed')).toBe(false);
  });

  it('shows a row owing a refund as refund_due whatever its status column says', () => {
    expect(paymentStateOf('expired', true)).toBe('refund_due');
    expect(paymentStateOf('failed', false)).toBe('failed');
  });

  it('writes the SQL of a transition: only rows in a from-state match, and the flag moves with the status', () => {
    expect(transitionSql(BOOKING_PAYMENT.capture)).toEqual({
      set: "payment_status = 'paid', refund_due = false",
      where: "((payment_status = 'pending' AND NOT refund_due))",
    });
    expect(transitionSql(ORDER_PAYMENT.oweRefund, 'o')).toEqual({
      set: 'refund_due = true',
      where: "((o.payment_status = 'failed' AND NOT o.refund_due))",
    });
    expect(transitionSql(ORDER_PAYMENT.confirmRefund)).toEqual({
      set: "payment_status = 'refunded', refund_due = false",
      where: '(refund_due)',
    });
  });
});
