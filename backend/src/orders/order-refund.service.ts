import { Injectable } from '@nestjs/common';
import {
  formatPaise,
  ORDER_CANCEL_MESSAGES,
  ORDER_REFUND_MESSAGES,
  RESTOCKABLE_FROM,
  type AdminOrderDetail,
  type Paise,
} from '@robo/domain';
import type { EntityManager } from 'typeorm';
import type { Actor } from '../audit/actor.js';
import { AuditLog } from '../audit/audit-log.js';
import { Timeline } from '../audit/timeline.js';
import { DeskRefundLimitSetting } from '../bookings-desk/desk-refund-limit-setting.js';
import { CatalogService } from '../catalog/catalog.service.js';
import { IdempotentRequests } from '../common/idempotent-requests.js';
import { AdminOrdersService } from './admin-orders.service.js';
import type { RefundOrderDto } from './dto/refund-order.dto.js';
import { OrderRefundRequests } from './order-refund-requests.js';
import { OrderRestock } from './order-restock.js';
import { lockPaidOrder, type LockedPaidOrder } from './paid-order-lock.js';
import { orderError } from './orders.errors.js';

type StaffActor = Actor & { kind: 'staff' };

/**
 * Money back on a paid order at any fulfilment state, with an explicit restock (backend/src/orders/README.md,
 * "Refund"): a damaged kit or a missing part after shipping, or a returned kit put back on the shelf.
 * The order keeps its fulfilment; its money status follows the refunds (libs/domain/src/money-status.ts).
 * Runs once per Idempotency-Key with the order row locked, under the staff refund limits, as the
 * bookings desk's refund does.
 */
@Injectable()
export class OrderRefundService {
  constructor(
    private readonly idempotent: IdempotentRequests,
    private readonly refunds: OrderRefundRequests,
    private readonly refundLimit: DeskRefundLimitSetting,
    private readonly restocker: OrderRestock,
    private readonly orders: AdminOrdersService,
    private readonly auditLog: AuditLog,
    private readonly timeline: Timeline,
    private readonly catalog: CatalogService,
  ) {}

  async run(orderId: string, request: RefundOrderDto, actor: StaffActor, key: string): Promise<AdminOrderDetail> {
    let restocked = 0;
    const detail = await this.idempotent.run(`order-refund:${orderId}`, key, request, async (manager) => {
      const order = await lockPaidOrder(manager, orderId, ORDER_REFUND_MESSAGES.notPaid);
      const amountPaise = this.amount(order, request);
      const units = request.restockQuantity ?? 0;
      if (units > 0) await this.checkRestock(manager, order, units);
      await this.refundLimit.allow(manager, actor, { paymentId: order.paymentId, amountPaise });
      const refund = await this.refunds.request(manager, {
        orderId,
        paymentId: order.paymentId,
        amountPaise,
        reason: request.reason,
        actor,
        key: `order-refund:${orderId}:${key}`,
        tellBuyer: true,
      });
      restocked = await this.restocker.restock(manager, { id: order.id, orderId }, units, actor);
      const after = { refundPaise: amountPaise, restocked, reason: request.reason, refundId: refund.id };
      await this.auditLog.record(manager, {
        actor,
        action: 'order.refund',
        target: { type: 'order', id: orderId },
        before: { refundablePaise: order.refundablePaise, fulfilment: order.fulfilment },
        after,
      });
      await this.timeline.add(manager, {
        subject: { type: 'order', id: order.id },
        kind: 'refunded',
        actor,
        data: after,
      });
      return this.orders.detail(orderId, actor.role, manager);
    });
    if (restocked > 0) await this.catalog.requestRegeneration();
    return detail;
  }

  /** The paise to refund: all that is left for "full", else the amount asked, never more than is left (400). */
  private amount(order: LockedPaidOrder, request: RefundOrderDto): Paise {
    const left = order.refundablePaise;
    if (left <= 0) throw orderError.NOTHING_TO_REFUND(ORDER_CANCEL_MESSAGES.nothingToRefund, { refundablePaise: 0 });
    if (request.amountPaise === 'full') return left;
    if (request.amountPaise > left)
      throw orderError.REFUND_EXCEEDS_PAID(ORDER_REFUND_MESSAGES.exceedsPaid(formatPaise(left)), {
        refundablePaise: left,
      });
    return request.amountPaise;
  }

  /** Units go back only from the shelf (not while the kit is with the buyer), and never more than sold and not yet restocked. */
  private async checkRestock(manager: EntityManager, order: LockedPaidOrder, units: number): Promise<void> {
    if (!RESTOCKABLE_FROM.includes(order.fulfilment))
      throw orderError.ORDER_WITH_BUYER(ORDER_REFUND_MESSAGES.restockWithBuyer(order.fulfilment), {
        fulfilment: order.fulfilment,
      });
    const left = await this.restocker.restockable(manager, order.id);
    if (units > left)
      throw orderError.RESTOCK_EXCEEDS_SOLD(ORDER_REFUND_MESSAGES.restockExceedsSold(left), { restockable: left });
  }
}
