import type { DataSource } from 'typeorm';
import type { ExpectedCharge, UnsettledOrder } from './payment-targets.js';
import { execute, maybeOne, rows } from '../common/sql.js';

/** A gateway order with no payment started is proven unpaid this long after its hold ran out. */
const UNPAID_PROOF = `interval '1 hour'`;
/** Expired orders are asked about again after a quarter of their age, at most hourly. */
const MAX_RECHECK = `interval '1 hour'`;

/**
 * Reconciliation's queries over a table with the shared payment columns (`gateway_order_id`,
 * `payment_id`, `total_amount`, `hold_expires_at`, `created_at`, `reconcile_after`): registrations and orders.
 */
export function unsettledOrderQueries(
  db: DataSource,
  table: 'registrations' | 'orders',
  settings: { reconcileAfterSeconds: number; reconcileEverySeconds: number },
) {
  return {
    /** What was charged for the gateway order, or null when it is not in this table. */
    async expectedCharge(gatewayOrderId: string): Promise<ExpectedCharge | null> {
      const row = await maybeOne<ExpectedCharge>(
        db,
        `SELECT total_amount AS "amountPaise", payment_id AS "paymentId" FROM ${table} WHERE gateway_order_id = $1`,
        [gatewayOrderId],
      );
      return row ?? null;
    },

    /** Live holds nearest their expiry first, then the most recently expired; any age. */
    async unsettledGatewayOrders(limit: number): Promise<UnsettledOrder[]> {
      return rows<UnsettledOrder>(
        db,
        `SELECT gateway_order_id AS "gatewayOrderId", hold_expires_at AS "holdExpiresAt" FROM ${table}
         WHERE payment_id IS NULL AND gateway_order_id IS NOT NULL AND reconcile_after <= now()
           AND created_at <= now() - make_interval(secs => $1)
         ORDER BY hold_expires_at <= now(), CASE WHEN hold_expires_at > now() THEN hold_expires_at END, hold_expires_at DESC
         LIMIT $2`,
        [settings.reconcileAfterSeconds, limit],
      );
    },

    /** No captured payment yet: look again next run while the hold lives, later as it ages, never once proven unpaid. */
    async noPaymentFound(gatewayOrderId: string, paymentStarted: boolean): Promise<void> {
      await execute(
        db,
        `UPDATE ${table} SET reconcile_after = CASE
           WHEN hold_expires_at > now() THEN now() + make_interval(secs => $2)
           WHEN NOT $3::boolean AND hold_expires_at < now() - ${UNPAID_PROOF} THEN NULL
           ELSE now() + LEAST(${MAX_RECHECK}, GREATEST(make_interval(secs => $2), (now() - hold_expires_at) / 4))
         END
         WHERE gateway_order_id = $1 AND payment_id IS NULL`,
        [gatewayOrderId, settings.reconcileEverySeconds, paymentStarted],
      );
    },
  };
}
