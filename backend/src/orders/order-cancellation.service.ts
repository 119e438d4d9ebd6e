import { Injectable } from '@nestjs/common';
import {
  CANCELLABLE_FROM,
  ORDER_CANCEL_MESSAGES,
  ORDER_PAYMENT,
  type AdminOrderDetail,
  paise,
  type Paise,
} from '@robo/domain';
import type { EntityManager } from 'typeorm';
import type { Actor } from '../audit/actor.js';
import { AuditLog } from '../audit/audit-log.js';
import { moveAudited } from '../audit/audited-transition.js';
import { Timeline } from '../audit/timeline.js';
import { DeskRefundLimitSetting } from '../bookings-desk/desk-refund-limit-setting.js';
import { CatalogService } from '../catalog/catalog.service.js';
import { IdempotentRequests } from '../common/idempotent-requests.js';
import { execute } from '../common/sql.js';
import { Messages } from '../messages/messages.js';
import { AdminOrdersService } from './admin-orders.service.js';
import { OrderRefundRequests } from './order-refund-requests.js';
import { OrderRestock } from './order-restock.js';
import { lockPaidOrder, type LockedPaidOrder } from './paid-order-lock.js';
import { orderError } from './orders.errors.js';
import type { CancelOrderDto } from './dto/cancel-order.dto.js';

/** What one cancel call changed (for the audit log, the timeline and the buyer's message). */
export interface CancelOutcome {
  cancelled: boolean;
  refundPaise: Paise;
  restocked: number;
}

/**
 * The cancel action (backend/src/orders/README.md, "Cancel"): stops a paid order, refunds through
 * the shared refunds machinery and returns its units to stock, all in the caller's transaction
 * (the idempotent request's). The order row is locked first, so cancels of one order run one after
 * another and each sees what the earlier one did: a second restock finds nothing to return, a
 * second full refund nothing left.
 */
@Injectable()
export class OrderCancellationService {
  constructor(
    private readonly restocker: OrderRestock,
    private readonly refunds: OrderRefundRequests,
    private readonly auditLog: AuditLog,
    private readonly timeline: Timeline,
    private readonly orders: AdminOrdersService,
    private readonly idempotent: IdempotentRequests,
    private readonly catalog: CatalogService,
    private readonly messages: Messages,
    private readonly refundLimit: DeskRefundLimitSetting,
  ) {}

  /** The cancel request, once per Idempotency-Key; the catalogue's stock is rebuilt after a restock. */
  async run(
    orderId: string,
    request: CancelOrderDto,
    actor: Actor & { kind: 'staff' },
    key: string,
  ): Promise<AdminOrderDetail> {
    let restocked = 0;
    const detail = await this.idempotent.run(`order-cancel:${orderId}`, key, request, async (manager) => {
      const done = await this.cancel(manager, orderId, request, actor, key);
      restocked = done.outcome.restocked;
      return done.detail;
    });
    if (restocked > 0) await this.catalog.requestRegeneration();
    return detail;
  }

  async cancel(
    manager: EntityManager,
    orderId: string,
    request: CancelOrderDto,
    actor: Actor & { kind: 'staff' },
    key: string,
  ): Promise<{
    detail: AdminOrderDetail;
    outcome: CancelOutcome;
  }> {
    const order = await lockPaidOrder(manager, orderId, ORDER_CANCEL_MESSAGES.notPaid);
    if (!CANCELLABLE_FROM.includes(order.fulfilment))
      throw orderError.ORDER_WITH_BUYER(ORDER_CANCEL_MESSAGES.withBuyer(order.fulfilment), {
        fulfilment: order.fulfilment,
      });

    const refundPaise = this.refundAmount(order, request);
    await this.refundLimit.allow(manager, actor, { paymentId: order.paymentId, amountPaise: refundPaise });
    const outcome: CancelOutcome = {
      cancelled: order.fulfilment !== 'cancelled',
      refundPaise,
      restocked: request.restock ? await this.restocker.restock(manager, { id: order.id, orderId }, 'rest', actor) : 0,
    };
    if (refundPaise > 0) {
      await this.refunds.request(manager, {
        orderId,
        paymentId: order.paymentId,
        amountPaise: refundPaise,
        reason: request.reason,
        actor,
        key: `order-cancel:${orderId}:${key}`,
        // The cancellation's notice says its refund; a refund of an order cancelled before has its own.
        tellBuyer: !outcome.cancelled,
      });
    }
    if (outcome.cancelled) {
      await this.messages.queue(manager, {
        template: 'order_cancelled',
        eventKey: `order_cancelled:${orderId}`,
        orderId,
        params: { reason: request.reason, refundPaise },
      });
    }
    if (outcome.cancelled) {
      await execute(
        manager,
        `UPDATE orders SET fulfilment = 'cancelled', order_status = 'cancelled', fulfilment_updated_at = now(), updated_at = now() WHERE id = $1`,
        [order.id],
      );
    }
    if (refundPaise > 0) {
      // The refund subject marks the order refunded once the gateway has done it (payment-lifecycle.ts).
      await moveAudited(manager, {
        subject: 'order',
        transition: ORDER_PAYMENT.refundOnCancel,
        where: 'id = $1',
        params: [order.id],
        set: 'updated_at = now()',
        actor,
        action: 'order.refund_owed',
        details: { refundPaise },
      });
    }
    if (outcome.cancelled || refundPaise > 0 || outcome.restocked > 0) {
      const after = { fulfilment: 'cancelled', refundPaise, restocked: outcome.restocked, reason: request.reason };
      await this.auditLog.record(manager, {
        actor,
        action: 'order.cancel',
        target: { type: 'order', id: orderId },
        before: { fulfilment: order.fulfilment },
        after,
      });
      await this.timeline.add(manager, {
        subject: { type: 'order', id: order.id },
        kind: 'cancelled',
        actor,
        data: after,
      });
    }
    return { detail: await this.orders.detail(orderId, actor.role, manager), outcome };
  }

  /** The paise this cancel refunds: all that is left for "full", none for "none", or the amount asked. */
  private refundAmount(order: LockedPaidOrder, request: CancelOrderDto): Paise {
    if (request.refund === 'none') return paise(0);
    if (request.refund !== 'full') return request.refund.amountPaise; // RefundsService refuses more than is left (409)
    const left = order.refundablePaise;
    if (left <= 0) throw orderError.NOTHING_TO_REFUND(ORDER_CANCEL_MESSAGES.nothingToRefund, { refundablePaise: 0 });
    return left;
  }
}
