import { describe, expect, it } from 'vitest';
import {
  allows,
  BOOKING_PAYMENT,
  BOOKING_PAYMENT_STATES,
  BOOKING_READS,
  HOLD_READS,
  mayMove,
  ORDER_PAYMENT,
  ORDER_PAYMENT_STATES,
  ORDER_READS,
  paymentStateOf,
  paymentStateSql,
  REGISTRATION_PAYMENT_STATUSES,
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

  it.each([
    ['booking', BOOKING_PAYMENT, BOOKING_PAYMENT_STATES],
    ['order', ORDER_PAYMENT, ORDER_PAYMENT_STATES],
  ] as const)(
    'a %s: its state list is exactly where rows start and what its transitions name',
    (_kind, table, states) => {
      const named = new Set(['pending', ...Object.values(table).flatMap((t: Transition<string>) => [...t.from, t.to])]);
      expect([...states].sort()).toEqual([...named].sort());
      expect(REGISTRATION_PAYMENT_STATUSES).not.toContain('refund_due');
    },
  );

  it('reads a paid booking as paid only while no refund is owed, in SQL and in TypeScript alike', () => {
    expect(BOOKING_READS.paid.sql('r')).toBe("((r.payment_status = 'paid' AND NOT r.refund_due))");
    expect(BOOKING_READS.paid.test({ paymentStatus: 'paid', refundDue: false })).toBe(true);
    expect(BOOKING_READS.paid.test({ paymentStatus: 'paid', refundDue: true })).toBe(false);
    expect(BOOKING_READS.listedToParent.sql()).toBe(
      "((payment_status = 'paid' AND NOT refund_due) OR (payment_status = 'refunded' AND NOT refund_due))",
    );
    expect(BOOKING_READS.expiredUnpaid.test({ paymentStatus: 'expired', refundDue: true })).toBe(false);
    expect(paymentStateSql('r')).toBe("CASE WHEN r.refund_due THEN 'refund_due' ELSE r.payment_status END");
  });

  it('reads a paid order by its status column alone: a staff refund owed keeps it sold', () => {
    expect(ORDER_READS.paid.sql('o')).toBe("o.payment_status IN ('completed')");
    expect(ORDER_READS.paid.test({ paymentStatus: 'completed' })).toBe(true);
    expect(ORDER_READS.sold.test({ paymentStatus: 'refunded' })).toBe(true);
    expect(ORDER_READS.sold.test({ paymentStatus: 'failed' })).toBe(false);
  });

  it('finds live and overdue holds by the pending state and the hold time', () => {
    expect(HOLD_READS.live()).toBe("((payment_status = 'pending' AND NOT refund_due)) AND hold_expires_at > now()");
    expect(HOLD_READS.overdue('o')).toBe(
      "((o.payment_status = 'pending' AND NOT o.refund_due)) AND o.hold_expires_at <= now()",
    );
  });

  it('lets a row be moved only from the state its columns show', () => {
    expect(mayMove(BOOKING_PAYMENT.captureLate, { paymentStatus: 'expired', refundDue: false })).toBe(true);
    expect(mayMove(BOOKING_PAYMENT.captureLate, { paymentStatus: 'expired', refundDue: true })).toBe(false);
    expect(mayMove(BOOKING_PAYMENT.confirmRefund, { paymentStatus: 'expired', refundDue: true })).toBe(true);
  });
});
