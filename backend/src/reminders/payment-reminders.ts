import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PAYMENT_REMINDER_MESSAGES, abandonedSql, BOOKING_READS, ORDER_READS } from '@robo/domain';
import type { DataSource } from 'typeorm';
import type { Actor } from '../audit/actor.js';
import { AuditLog } from '../audit/audit-log.js';
import { Timeline, type TimelineSubjectType } from '../audit/timeline.js';
import { maybeOne } from '../common/sql.js';
import { Messages } from '../messages/messages.js';
import { reminderError } from './reminders.errors.js';

interface Abandoned {
  /** The row id (the timeline's subject id). */
  id: number;
  abandoned: boolean;
  contact: boolean;
  /** Where the message links: back to the booking form, or the product (the store when it is gone). */
  payUrl: string;
}

/** Per subject: how its hold is found ($1 = booking or order id), and the message's subject field. */
const SUBJECTS: Record<TimelineSubjectType, { sql: string; notFound: string; field: 'bookingId' | 'orderId' }> = {
  registration: {
    sql: `SELECT r.id, ${abandonedSql(BOOKING_READS.expiredUnpaid, 'r')} AS abandoned,
                 coalesce(r.email, r.phone_number) IS NOT NULL AS contact, '/' AS "payUrl"
          FROM registrations r WHERE r.booking_id = $1`,
    notFound: PAYMENT_REMINDER_MESSAGES.bookingNotFound,
    field: 'bookingId',
  },
  order: {
    sql: `SELECT o.id, ${abandonedSql(ORDER_READS.expiredUnpaid, 'o')} AS abandoned,
                 coalesce(o.customer_email, o.customer_phone) IS NOT NULL AS contact,
                 coalesce('/product/' || p.slug, '/store') AS "payUrl"
          FROM orders o LEFT JOIN products p ON p.id = o.product_id AND p.is_active WHERE o.order_id = $1`,
    notFound: PAYMENT_REMINDER_MESSAGES.orderNotFound,
    field: 'orderId',
  },
};

/** The message's event key: one reminder per booking or order, ever. */
export const reminderEventKey = (type: TimelineSubjectType, id: string) => `payment_reminder:${type}:${id}`;

/**
 * "Send reminder" for a booking or order whose hold ran out unpaid (backend/src/reminders/README.md):
 * the parent or buyer gets the payment_reminder message with a link back, at most once per hold
 * (the message's event key is unique, so two presses at once send once), logged on the timeline
 * and in the audit log.
 */
@Injectable()
export class PaymentReminders {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly messages: Messages,
    private readonly auditLog: AuditLog,
    private readonly timeline: Timeline,
  ) {}

  async remind(type: TimelineSubjectType, id: string, actor: Actor & { kind: 'staff' }): Promise<{ payUrl: string }> {
    const subject = SUBJECTS[type];
    return this.db.transaction(async (manager) => {
      const hold = await maybeOne<Abandoned>(manager, subject.sql, [id]);
      if (!hold) throw reminderError.HOLD_NOT_FOUND(subject.notFound);
      if (!hold.abandoned) throw reminderError.NOT_ABANDONED(PAYMENT_REMINDER_MESSAGES.notAbandoned);
      if (!hold.contact) throw reminderError.NO_CONTACT(PAYMENT_REMINDER_MESSAGES.noContact);
      const { payUrl } = hold;
      const queued = await this.messages.queue(manager, {
        template: 'payment_reminder',
        eventKey: reminderEventKey(type, id),
        [subject.field]: id,
        params: { payUrl },
      });
      if (queued.length === 0) throw reminderError.REMINDER_ALREADY_SENT(PAYMENT_REMINDER_MESSAGES.alreadySent);
      await this.auditLog.record(manager, { actor, action: `${type}.remind`, target: { type, id }, after: { payUrl } });
      await this.timeline.add(manager, {
        subject: { type, id: hold.id },
        kind: 'reminder_sent',
        actor,
        data: { payUrl },
      });
      return { payUrl };
    });
  }
}
