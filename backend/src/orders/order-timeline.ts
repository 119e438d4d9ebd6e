import { abandonedSql, ORDER_READS } from '@robo/domain';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { paymentEventsSql } from '../audit/payment-events-sql.js';
import { Timeline } from '../audit/timeline.js';

/**
 * One statement gathers what other tables already record about an order ($1 = orders.id), each as
 * (at, kind, actor, data), so nothing is copied into timeline_events: the hold and its gateway
 * order, every payment report (browser callback, webhook, reconciliation) and mismatch, the
 * payment, an expired hold, messages to the buyer, refunds and invoices. Fulfilment
 * steps, cancels, reminders and notes are explicit events (order-fulfilment.service.ts, order-cancellation.service.ts).
 */
const DERIVED_EVENTS = `
  WITH o AS (SELECT * FROM orders WHERE id = $1)
  SELECT o.created_at AS at, 'hold_taken' AS kind, 'buyer' AS actor,
         jsonb_build_object('quantity', o.quantity, 'amountPaise', o.total_amount, 'gatewayOrderId', o.gateway_order_id) AS data
  FROM o
  UNION ALL
  SELECT o.hold_expires_at, 'hold_expired', 'system', '{}'::jsonb
  FROM o WHERE ${abandonedSql(ORDER_READS.expiredUnpaid, 'o')} AND o.hold_expires_at <= o.updated_at
  UNION ALL
  ${paymentEventsSql('o', { type: 'order', key: 'order_id' })}`;

/** An order's timeline events taken from the tables that record them (backend/src/audit/README.md, "Timelines"). */
@Injectable()
export class OrderTimeline implements OnModuleInit {
  constructor(private readonly timeline: Timeline) {}

  onModuleInit(): void {
    this.timeline.addSqlSource('order', DERIVED_EVENTS);
  }
}
