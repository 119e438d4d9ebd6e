/**
 * The payment lifecycles of a workshop booking and of a store order, each one small table of
 * named transitions: which states a row may leave by it, and the state it reaches. The SQL that
 * moves a row names its transition (`transitionSql`), so the rule lives here once instead of in
 * WHERE clauses spread over services (Vendure's payment process is the model).
 *
 * Rows keep two columns: `payment_status`, and the `refund_due` flag (a refund is owed and the
 * gateway has not confirmed it yet). A row shows as `refund_due` while the flag is set, and only
 * the gateway's confirmation makes it `refunded`.
 *
 * Reads name what they mean through the rules below (`BOOKING_READS`, `ORDER_READS`, `HOLD_READS`,
 * `paymentStateSql`), never a state spelled by hand (scripts/check-state-literals.mjs), and the state
 * lists are derived here.
 */
export const BOOKING_PAYMENT_STATES = ['pending', 'paid', 'expired', 'refunded', 'cancelled', 'refund_due'] as const;
export type BookingPaymentState = (typeof BOOKING_PAYMENT_STATES)[number];
export const ORDER_PAYMENT_STATES = ['pending', 'completed', 'failed', 'refunded', 'refund_due'] as const;
export type OrderPaymentState = (typeof ORDER_PAYMENT_STATES)[number];

/** The values of the `payment_status` column: every state but `refund_due`, which is the flag. */
function columnStatuses<S extends string>(states: readonly S[]): Exclude<S, 'refund_due'>[] {
  return states.filter((state): state is Exclude<S, 'refund_due'> => state !== 'refund_due');
}

export const REGISTRATION_PAYMENT_STATUSES = columnStatuses(BOOKING_PAYMENT_STATES);
export type RegistrationPaymentStatus = (typeof REGISTRATION_PAYMENT_STATUSES)[number];
/** A store order's `payment_status` column. */
export const ORDER_PAYMENT_STATUSES = columnStatuses(ORDER_PAYMENT_STATES);
export type PaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];

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

/** Whether `transition` may move a row with these payment columns. */
export function mayMove(transition: Transition<string>, row: PaymentColumns): boolean {
  return allows(transition, paymentStateOf(row.paymentStatus, row.refundDue));
}

/** The state a row shows, from its two columns. */
export function paymentStateOf<S extends string>(paymentStatus: S, refundDue: boolean): S | 'refund_due' {
  return refundDue ? 'refund_due' : paymentStatus;
}

/** A row's column name, `alias.`-qualified when an alias is given. */
function qualify(alias?: string): (name: string) => string {
  return (name) => (alias ? `${alias}.${name}` : name);
}

/** SQL condition that a row is in `state` (the state `paymentStateOf` shows). */
function stateCondition(state: string, column: (name: string) => string): string {
  if (state === 'refund_due') return column('refund_due');
  return `(${column('payment_status')} = '${state}' AND NOT ${column('refund_due')})`;
}

/** SQL assignments that put a row into `state`. */
function stateAssignments(state: string): string {
  if (state === 'refund_due') return 'refund_due = true';
  return `payment_status = '${state}', refund_due = false`;
}

/** SQL: the state a row (optionally `alias.`-qualified) shows, as `paymentStateOf` gives it. */
export function paymentStateSql(alias?: string): string {
  const column = qualify(alias);
  return `CASE WHEN ${column('refund_due')} THEN 'refund_due' ELSE ${column('payment_status')} END`;
}

/** The payment columns of a row, as a read rule tests them. */
export interface PaymentColumns {
  paymentStatus: string;
  refundDue: boolean;
}

/**
 * A named read rule: which rows a read means (paid, awaiting payment...), as a SQL condition and as
 * the same test in TypeScript, so every read of a state says it through the lifecycle and two reads
 * cannot mean different things by the same word (docs/decisions.md, "One meaning of paid").
 */
export interface StateRule<S extends string, Row = PaymentColumns> {
  /** The states the rule admits. */
  readonly states: readonly S[];
  /** SQL condition on the row (optionally `alias.`-qualified). */
  sql(alias?: string): string;
  /** The same test on a row read into TypeScript. */
  test(row: Row): boolean;
}

/** The rule admitting a row in any of `states`. */
export function inStates<S extends string>(...states: S[]): StateRule<S> {
  return {
    states,
    sql: (alias) => `(${states.map((state) => stateCondition(state, qualify(alias))).join(' OR ')})`,
    test: (row) => (states as string[]).includes(paymentStateOf(row.paymentStatus, row.refundDue)),
  };
}

/** Both lifecycles start here: a hold waiting for its payment. */
const PENDING = inStates<'pending'>('pending');

/**
 * What the reads of workshop bookings mean. `paid` is the one meaning of a paid booking for the
 * attendee sheet, the door, seat counts and the parent's page: paid and not owing a refund.
 */
export const BOOKING_READS = {
  /** A hold the parent has not paid yet (live or overdue). */
  awaitingPayment: PENDING,
  /** Paid and keeping its seat: on the attendee sheet and the door roster, counted as sold. */
  paid: inStates<BookingPaymentState>('paid'),
  /** What the parent's "My bookings" lists and may ask a code for: paid, or paid and given back. */
  listedToParent: inStates<BookingPaymentState>('paid', 'refunded'),
  /** Money the desk may still give back: paid, cancelled by staff, or refunded in part. */
  refundable: inStates<BookingPaymentState>('paid', 'cancelled', 'refunded'),
  /** What the door's search finds: every booking but a hold that ran out (paid late or not). */
  foundAtDoor: inStates<BookingPaymentState>('pending', 'paid', 'cancelled', 'refunded'),
  /** A hold that ran out unpaid (a late payment owed back is `refund_due`, not abandoned). */
  expiredUnpaid: inStates<BookingPaymentState>('expired'),
} as const;

/**
 * What the reads of store orders mean. An order's paid state is `completed`; unlike a booking, a
 * completed order keeps that status while a staff refund is owed (`refundOnCancel`), so `paid`
 * is the status column alone, the flag aside: the order was sold.
 */
export const ORDER_READS = {
  /** A reservation the buyer has not paid yet (live or overdue). */
  awaitingPayment: PENDING,
  /** A reservation that ran out unpaid (a late payment owed back is `refund_due`, not abandoned). */
  expiredUnpaid: inStates<OrderPaymentState>('failed'),
  /** Paid in time or late with stock and not yet given back: it ships, its buyer gets the confirmation. */
  paid: statusRule<OrderPaymentState>('completed'),
  /**
   * Was sold, whatever was given back since: what the buyer's "My bookings" lists and may ask a
   * code for, and what staff may still cancel or refund.
   */
  sold: statusRule<OrderPaymentState>('completed', 'refunded'),
} as const;

/** A rule on the status column alone, whether or not a refund is owed (orders keep `completed` while one is). */
function statusRule<S extends string>(...statuses: S[]): StateRule<S, Pick<PaymentColumns, 'paymentStatus'>> {
  return {
    states: statuses,
    sql: (alias) => `${qualify(alias)('payment_status')} IN (${statuses.map((status) => `'${status}'`).join(', ')})`,
    test: (row) => (statuses as string[]).includes(row.paymentStatus),
  };
}

/**
 * Holds, the same for both tables (each lifecycle starts `pending` and has a `hold_expires_at`):
 * a live one still keeps its seat or stock for the payer; an overdue one is for the sweep to end.
 */
export const HOLD_READS = {
  live: (alias?: string) => `${PENDING.sql(alias)} AND ${qualify(alias)('hold_expires_at')} > now()`,
  overdue: (alias?: string) => `${PENDING.sql(alias)} AND ${qualify(alias)('hold_expires_at')} <= now()`,
  /** Live with at least `seconds` (SQL, e.g. a bind parameter) left: what a retry may be handed back. */
  liveFor: (seconds: string, alias?: string) =>
    `${PENDING.sql(alias)} AND ${qualify(alias)('hold_expires_at')} > now() + make_interval(secs => ${seconds})`,
} as const;

/** SQL: the row's hold ran out and nobody paid (the reminder and the timeline's `hold_expired`). */
export function abandonedSql(rule: Pick<StateRule<string>, 'sql'>, alias?: string): string {
  return `${rule.sql(alias)} AND ${qualify(alias)('paid_at')} IS NULL`;
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
  const column = qualify(alias);
  return {
    set: stateAssignments(transition.to),
    where: `(${transition.from.map((state) => stateCondition(state, column)).join(' OR ')})`,
  };
}
