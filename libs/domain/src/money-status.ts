import type { Paise } from './money.js';
/**
 * One status vocabulary for bookings and orders, derived from the money alone (docs/decisions.md,
 * "Money status"): `paid` while nothing went back, `partially refunded` while some did, `refunded`
 * once all of it did. Refunds under way count (the money is promised back); refunds the gateway
 * refused do not. Fulfilment (orders) and attendance (bookings) are shown beside it, never in it.
 * Rows that were never paid have no money status (null): their lifecycle state says why.
 */
export const MONEY_STATUSES = ['paid', 'partially refunded', 'refunded'] as const;
export type MoneyStatus = (typeof MONEY_STATUSES)[number];

/** The money status of a captured payment of `capturedPaise` of which `refundedPaise` went or is going back. */
export function moneyStatus(capturedPaise: Paise, refundedPaise: Paise): MoneyStatus {
  if (refundedPaise <= 0) return 'paid';
  return refundedPaise >= capturedPaise ? 'refunded' : 'partially refunded';
}

/**
 * The same rule in SQL for a row `alias` of `registrations` or `orders` (both keep `payment_id` and
 * `paid_at`) joined to its `payment_refund_totals` row as `totals` (backend/src/payments/refunds),
 * whose `refunded_paise` counts refunds made or under way. A payment refunded without ever being
 * taken (a late payment, sold out meanwhile) is `refunded`; an unpaid row is NULL. A long export
 * joins the totals once (a subquery per row doubled the bookings export's time).
 */
export function moneyStatusJoinedSql(alias: string, totals: string): string {
  return `(CASE WHEN ${totals}.refunded_paise > 0 AND ${totals}.refunded_paise >= ${totals}.captured_paise THEN 'refunded'
    WHEN ${totals}.refunded_paise > 0 THEN 'partially refunded'
    WHEN ${alias}.paid_at IS NOT NULL THEN 'paid' END)`;
}

/** `moneyStatusJoinedSql` as one expression for a row `alias`, for lists and filters. */
export function moneyStatusSql(alias: string): string {
  return `(SELECT ${moneyStatusJoinedSql(alias, 't')}
    FROM (SELECT) AS one LEFT JOIN payment_refund_totals t ON t.payment_id = ${alias}.payment_id)`;
}

/** Paise refunded or being refunded of a row `alias`'s payment (0 when none), from the same counter row. */
export function refundedPaiseSql(alias: string): string {
  return `coalesce((SELECT t.refunded_paise FROM payment_refund_totals t WHERE t.payment_id = ${alias}.payment_id), 0)`;
}
