import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  checkFulfilmentMove,
  FULFILMENT_MESSAGES,
  type AdminOrderDetail,
  type FulfilmentState,
  ORDER_READS,
} from '@robo/domain';
import type { DataSource } from 'typeorm';
import type { Actor } from '../audit/actor.js';
import { AuditLog } from '../audit/audit-log.js';
import { Timeline } from '../audit/timeline.js';
import { orderError } from './orders.errors.js';
import { execute, maybeOne } from '../common/sql.js';
import { Messages } from '../messages/messages.js';
import { AdminOrdersService } from './admin-orders.service.js';
import type { FulfilmentMoveDto } from './dto/fulfilment-move.dto.js';

/** The order_status (spec §4's enumeration) a fulfilment state shows as. */
const ORDER_STATUS: Partial<Record<FulfilmentState, string>> = {
  unfulfilled: 'confirmed',
  packed: 'confirmed',
  shipped: 'shipped',
  delivered: 'delivered',
};

/**
 * Moves a paid order along libs/domain/src/fulfilment.ts. The order row is locked for the move, so
 * two people packing and shipping the same order at once cannot both win: the second is judged
 * against the state the first left.
 */
@Injectable()
export class OrderFulfilmentService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly orders: AdminOrdersService,
    private readonly auditLog: AuditLog,
    private readonly timeline: Timeline,
    private readonly messages: Messages,
  ) {}

  async move(orderId: string, move: FulfilmentMoveDto, actor: Actor & { kind: 'staff' }): Promise<AdminOrderDetail> {
    const { role } = actor;
    if (move.state === 'shipped' && (!move.courier || !move.trackingNumber))
      throw orderError.TRACKING_REQUIRED(FULFILMENT_MESSAGES.trackingRequired);
    return this.db.transaction(async (manager) => {
      const order = await maybeOne<{ id: number; fulfilment: FulfilmentState; paymentStatus: string }>(
        manager,
        `SELECT id, fulfilment, payment_status AS "paymentStatus" FROM orders WHERE order_id = $1 FOR UPDATE`,
        [orderId],
      );
      if (!order) throw orderError.ORDER_NOT_FOUND(FULFILMENT_MESSAGES.orderNotFound);
      if (!ORDER_READS.paid.test(order))
        throw orderError.ORDER_NOT_PAID(FULFILMENT_MESSAGES.notPaid, { fulfilment: order.fulfilment });
      const check = checkFulfilmentMove(order.fulfilment, move.state, role === 'owner');
      if (!check.ok) throw orderError.FULFILMENT_MOVE_REFUSED(check.message, { fulfilment: order.fulfilment });

      const shipping = move.state === 'shipped';
      await execute(
        manager,
        `UPDATE orders SET fulfilment = $2, order_status = coalesce($3, order_status),
           courier = CASE WHEN $4 THEN $5 ELSE courier END,
           tracking_number = CASE WHEN $4 THEN $6 ELSE tracking_number END,
           tracking_url = CASE WHEN $4 THEN $7 ELSE tracking_url END,
           fulfilment_updated_at = now(), updated_at = now()
         WHERE id = $1`,
        [
          order.id,
          move.state,
          ORDER_STATUS[move.state] ?? null,
          shipping,
          move.courier ?? null,
          move.trackingNumber ?? null,
          move.trackingUrl ?? null,
        ],
      );
      const step = shipping
        ? {
            state: move.state,
            courier: move.courier,
            trackingNumber: move.trackingNumber,
            trackingUrl: move.trackingUrl ?? null,
          }
        : { state: move.state };
      await this.auditLog.record(manager, {
        actor,
        action: 'order.fulfilment',
        target: { type: 'order', id: orderId },
        before: { state: order.fulfilment },
        after: step,
      });
      await this.timeline.add(manager, {
        subject: { type: 'order', id: order.id },
        kind: `fulfilment_${move.state}`,
        actor,
        data: step,
      });
      if (shipping) {
        // Courier and tracking link are read from the order when sent; a new tracking number is a new message.
        await this.messages.queue(manager, {
          template: 'order_shipped',
          eventKey: `order_shipped:${orderId}:${move.trackingNumber}`,
          orderId,
        });
      }
      return this.orders.detail(orderId, role, manager);
    });
  }
}
