import { FULFILMENT_MESSAGES, type FulfilmentState, type Paise } from '@robo/domain';
import type { EntityManager } from 'typeorm';
import { maybeOne } from '../common/sql.js';
import { REFUNDABLE_PAISE } from './admin-order-query.js';
import { orderError } from './orders.errors.js';

/** A paid order's row as the cancel and refund actions read it, locked until their transaction ends. */
export interface LockedPaidOrder {
  id: number;
  fulfilment: FulfilmentState;
  paymentId: string;
  /** What may still be refunded of its payment, in paise. */
  refundablePaise: Paise;
}

/**
 * Locks the order's row (two people acting on one order queue here, and the second sees what the
 * first did) and refuses an order that was not paid with `notPaid` (409). A refunded order was paid:
 * what is left of it may still be refunded or restocked. A late payment refunded at once (paid_at
 * never set) never became an order.
 */
export async function lockPaidOrder(
  manager: EntityManager,
  orderId: string,
  notPaid: string,
): Promise<LockedPaidOrder> {
  const order = await maybeOne<LockedPaidOrder & { paymentStatus: string; paid: boolean; paymentId: string | null }>(
    manager,
    `SELECT o.id, o.fulfilment, o.payment_status AS "paymentStatus", o.payment_id AS "paymentId",
       o.paid_at IS NOT NULL AS paid, ${REFUNDABLE_PAISE} AS "refundablePaise"
     FROM orders o WHERE o.order_id = $1 FOR UPDATE`,
    [orderId],
  );
  if (!order) throw orderError.ORDER_NOT_FOUND(FULFILMENT_MESSAGES.orderNotFound);
  if (!order.paymentId || !order.paid || !['completed', 'refunded'].includes(order.paymentStatus))
    throw orderError.ORDER_NOT_PAID(notPaid, { fulfilment: order.fulfilment });
  return {
    id: order.id,
    fulfilment: order.fulfilment,
    paymentId: order.paymentId,
    refundablePaise: order.refundablePaise,
  };
}
