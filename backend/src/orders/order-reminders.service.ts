import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { FULFILMENT_MESSAGES, ORDER_REMINDER_MESSAGES, type AdminOrderDetail } from '@robo/domain';
import type { DataSource } from 'typeorm';
import type { Actor } from '../audit/actor.js';
import { AuditLog } from '../audit/audit-log.js';
import { Timeline } from '../audit/timeline.js';
import { maybeOne } from '../common/sql.js';
import { Messages } from '../messages/messages.service.js';
import { AdminOrdersService } from './admin-orders.service.js';
import { orderError } from './orders.errors.js';

/**
 * "Send reminder" for an abandoned order (a hold that ran out unpaid, README.md): the buyer gets
 * the payment_reminder message with a link back to the product, at most once per order (the
 * message's event key), logged on the timeline and in the audit log.
 */
@Injectable()
export class OrderRemindersService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly messages: Messages,
    private readonly auditLog: AuditLog,
    private readonly timeline: Timeline,
    private readonly orders: AdminOrdersService,
  ) {}

  async remind(orderId: string, actor: Actor & { kind: 'staff' }): Promise<AdminOrderDetail> {
    return this.db.transaction(async (manager) => {
      const order = await maybeOne<{ id: number; abandoned: boolean; slug: string | null; contact: boolean }>(
        manager,
        `SELECT o.id, o.payment_status = 'failed' AND o.paid_at IS NULL AS abandoned, p.slug,
                coalesce(o.customer_email, o.customer_phone) IS NOT NULL AS contact
         FROM orders o LEFT JOIN products p ON p.id = o.product_id AND p.is_active WHERE o.order_id = $1`,
        [orderId],
      );
      if (!order) throw orderError.ORDER_NOT_FOUND(FULFILMENT_MESSAGES.orderNotFound);
      if (!order.abandoned) throw orderError.NOT_ABANDONED(ORDER_REMINDER_MESSAGES.notAbandoned);
      if (!order.contact) throw orderError.NO_CONTACT(ORDER_REMINDER_MESSAGES.noContact);
      const payUrl = order.slug ? `/product/${order.slug}` : '/store';
      const queued = await this.messages.queue(manager, { template: 'payment_reminder', eventKey: `payment_reminder:order:${orderId}`, orderId, params: { payUrl } });
      if (queued.length === 0) throw orderError.REMINDER_ALREADY_SENT(ORDER_REMINDER_MESSAGES.alreadySent);
      await this.auditLog.record(manager, { actor, action: 'order.remind', target: { type: 'order', id: orderId }, after: { payUrl } });
      await this.timeline.add(manager, { subject: { type: 'order', id: order.id }, kind: 'reminder_sent', actor, data: { payUrl } });
      return this.orders.detail(orderId, actor.role, manager);
    });
  }
}
