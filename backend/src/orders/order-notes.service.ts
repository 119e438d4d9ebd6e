import { Injectable } from '@nestjs/common';
import { FULFILMENT_MESSAGES, type AdminOrderDetail } from '@robo/domain';
import type { Actor } from '../audit/actor.js';
import { AuditLog } from '../audit/audit-log.js';
import { Timeline } from '../audit/timeline.js';
import { IdempotentRequests } from '../common/idempotent-requests.js';
import { maybeOne } from '../common/sql.js';
import { AdminOrdersService } from './admin-orders.service.js';
import { orderError } from './orders.errors.js';

/** Staff notes on an order's timeline, once per Idempotency-Key, audited (as the bookings desk's). */
@Injectable()
export class OrderNotesService {
  constructor(
    private readonly idempotent: IdempotentRequests,
    private readonly timeline: Timeline,
    private readonly auditLog: AuditLog,
    private readonly orders: AdminOrdersService,
  ) {}

  add(orderId: string, text: string, actor: Actor & { kind: 'staff' }, key: string): Promise<AdminOrderDetail> {
    return this.idempotent.run(`order.note:${orderId}`, key, { text }, async (manager) => {
      const order = await maybeOne<{ id: number }>(manager, `SELECT id FROM orders WHERE order_id = $1`, [orderId]);
      if (!order) throw orderError.ORDER_NOT_FOUND(FULFILMENT_MESSAGES.orderNotFound);
      await this.timeline.add(manager, {
        subject: { type: 'order', id: order.id },
        kind: 'note',
        actor,
        data: { text },
      });
      await this.auditLog.record(manager, {
        actor,
        action: 'order.note',
        target: { type: 'order', id: orderId },
        before: null,
        after: { note: text },
      });
      return this.orders.detail(orderId, actor.role, manager);
    });
  }
}
