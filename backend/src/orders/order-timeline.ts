import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Timeline, type TimelineEvent } from '../audit/timeline.js';
import { rows } from '../common/sql.js';

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
  SELECT p.created_at, 'payment_report', 'system',
         jsonb_build_object('source', p.source, 'event', p.event, 'paymentId', p.payment_id, 'status', p.status, 'amountPaise', p.amount, 'outcome', p.outcome)
  FROM o JOIN payment_reports p ON p.gateway_order_id = o.gateway_order_id
  UNION ALL
  SELECT m.created_at, 'payment_mismatch', 'system', jsonb_build_object('source', m.source, 'paymentId', m.payment_id, 'reasons', m.reasons)
  FROM o JOIN payment_mismatches m ON m.gateway_order_id = o.gateway_order_id
  UNION ALL
  SELECT o.paid_at, 'payment_captured', 'system', jsonb_build_object('paymentId', o.payment_id, 'amountPaise', o.total_amount)
  FROM o WHERE o.paid_at IS NOT NULL
  UNION ALL
  SELECT o.hold_expires_at, 'hold_expired', 'system', '{}'::jsonb
  FROM o WHERE o.payment_status = 'failed' AND o.paid_at IS NULL AND o.hold_expires_at <= o.updated_at
  UNION ALL
  SELECT coalesce(m.sent_at, m.created_at), 'message', 'system',
         jsonb_build_object('channel', m.channel, 'template', m.template, 'state', m.state, 'deliveryStatus', m.delivery_status,
                            'error', m.last_error)
  FROM o JOIN messages m ON m.order_id = o.order_id
  UNION ALL
  SELECT f.created_at, 'refund_requested', f.requested_by,
         jsonb_build_object('refundId', f.id::text, 'amountPaise', f.amount_paise, 'reason', f.reason)
  FROM o JOIN refunds f ON f.subject_type = 'order' AND f.subject_id = o.order_id
  UNION ALL
  SELECT coalesce(f.processed_at, f.updated_at), 'refund_' || f.status, 'system',
         jsonb_build_object('refundId', f.id::text, 'amountPaise', f.amount_paise, 'gatewayRefundId', f.gateway_refund_id, 'failure', f.failure)
  FROM o JOIN refunds f ON f.subject_type = 'order' AND f.subject_id = o.order_id WHERE f.status <> 'pending'
  UNION ALL
  SELECT i.issued_at, CASE WHEN i.kind = 'invoice' THEN 'invoice_issued' ELSE 'credit_note_issued' END, 'system',
         jsonb_build_object('number', i.number, 'totalPaise', i.total)
  FROM o JOIN invoices i ON i.subject_type = 'order' AND i.subject_id = o.id`;

interface DerivedRow {
  at: Date;
  kind: string;
  actor: string;
  data: Record<string, unknown>;
}

/** An order's timeline events taken from the tables that record them (backend/src/audit/README.md, "Timelines"). */
@Injectable()
export class OrderTimeline implements OnModuleInit {
  constructor(private readonly timeline: Timeline) {}

  onModuleInit(): void {
    this.timeline.addSource('order', (manager, id) => derivedEvents(manager, id));
  }
}

async function derivedEvents(manager: EntityManager, orderRowId: number): Promise<TimelineEvent[]> {
  const found = await rows<DerivedRow>(manager, DERIVED_EVENTS, [orderRowId]);
  return found.map((row) => ({ ...row, at: row.at.toISOString() }));
}
