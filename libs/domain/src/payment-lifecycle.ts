/**
 * The payment lifecycles of a workshop booking and of a store order, each one small table of
 * named transitions: which states a row may leave by it, and the state it reaches. The SQL that
 * moves a row names its transition (`transitionSql`), so the rule lives here once instead of in
 * WHERE clauses spread over services (Vendure's payment process is the model).
 *
 * Rows keep two columns: `payment_status`, and the `refund_due` flag (a refund is owed and the
 * gateway has not confirmed it yet). A row shows as `refund_due` while the flag is set, and only
 * the gateway's confirmation makes it `refunded`.
 */
export type BookingPaymentState = 'pending' | 'paid' | 'expired' | 'refund_due' | 'refunded' | 'cancelled';
export type OrderPaymentState = 'pending' | 'completed' | 'failed' | 'refund_due' | 'refunded';

export interface Transition<S extends string> {
  readonly from: readonly S[];
  readonly to: S;
}

export const BOOKING_PAYMENT = {
  /** The parent paid while the hold was live. */
  capture: { from: ['pending'], to: 'paid' },
  /** The hold ran out unpaid, or the parent gave it back. */
  expire: { from: ['pending'], to: 'expired' },
  /** Paid after the hold ran out, and the seat could be taken again. */
  captureLate: { from: ['expired'], to: 'paid' },
  /** Paid after the hold ran out with no seat left: the whole payment is owed back. */
  oweRefund: { from: ['expired'], to: 'refund_due' },
  /** Staff cancelled a paid booking (backend/src/bookings-desk/README.md); its seat went back. */
  cancel: { from: ['paid'], to: 'cancelled' },
  /** The gateway confirmed the refund that was owed, or a refund of a cancelled booking. */
  confirmRefund: { from: ['refund_due', 'cancelled'], to: 'refunded' },
} as const satisfies Record<string, Transition<BookingPaymentState>>;

export const ORDER_PAYMENT = {
  /** The buyer paid while the stock was reserved. */
  capture: { from: ['pending'], to: 'completed' },
  /** The reservation ran out unpaid, or the buyer gave it back. */
  expire: { from: ['pending'], to: 'failed' },
  /** Paid after the reservation ran out, and the stock could be taken again. */
  captureLate: { from: ['failed'], to: 'completed' },
  /** Paid after the reservation ran out and sold out meanwhile: the whole payment is owed back. */
  oweRefund: { from: ['failed'], to: 'refund_due' },
  /**
   * Staff cancelled a paid order with a refund: all of it, or a part, and maybe another part later
   * (so a refunded order may owe again). A row already owing one stays so.
   */
  refundOnCancel: { from: ['completed', 'refunded'], to: 'refund_due' },
  /** The gateway confirmed the refund that was owed. */
  confirmRefund: { from: ['refund_due'], to: 'refunded' },
} as const satisfies Record<string, Transition<OrderPaymentState>>;

export type BookingPaymentTransition = keyof typeof BOOKING_PAYMENT;
export type OrderPaymentTransition = keyof typeof ORDER_PAYMENT;

/** Whether `transition` may move a row that is in `state` (pure; the SQL below enforces the same). */
export function allows<S extends string>(transition: Transition<S>, state: S): boolean {
  return transition.from.includes(state);
}

/** The state a row shows, from its two columns. */
export function paymentStateOf<S extends string>(paymentStatus: S, refundDue: boolean): S | 'refund_due' {
  return refundDue ? 'refund_due' : paymentStatus;
}

/** SQL condition that a row (optionally `alias.`-qualified) is in `state`. */
function stateCondition(state: string, column: (name: string) => string): string {
  if (state === 'refund_due') return column('refund_due');
  return `(${column('payment_status')} = '${state}' AND NOT ${column('refund_due')})`;
}

/** SQL assignments that put a row into `state`. */
function stateAssignments(state: string): string {
  if (state === 'refund_due') return 'refund_due = true';
  return `payment_status = '${state}', refund_due = false`;
}

/**
 * The SET and WHERE parts of the UPDATE that performs `transition`, e.g.
 * `UPDATE registrations SET ${t.set}, paid_at = now() WHERE id = $1 AND ${t.where}`. Only a row in
 * one of the transition's `from` states matches, so two requests racing for one transition
 * cannot both perform it.
 */
export function transitionSql<S extends string>(
  transition: Transition<S>,
  alias?: string,
): { set: string; where: string } {
  const column = (name: string) => (alias ? `${alias}.${name}` : name);
  return {
    set: stateAssignments(transition.to),
    where: `(${transition.from.map((state) => stateCondition(state, column)).join(' OR ')})`,
  };
}
