import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Timeline, type TimelineEvent } from '../audit/timeline.js';
import { rows } from '../common/sql.js';

/**
 * One statement gathers what other tables already record about a booking ($1 = registrations.id),
 * each as (at, kind, actor, data), so nothing is copied into timeline_events:
 * the hold and its gateway order, every payment report (browser callback, webhook, reconciliation)
 * and mismatch, the QR code, messages, check-ins and refused scans, refunds and invoices.
 */
const DERIVED_EVENTS = `
  WITH r AS (SELECT * FROM registrations WHERE id = $1)
  SELECT r.created_at AS at, 'hold_taken' AS kind, 'parent' AS actor,
         jsonb_build_object('venueId', r.venue_id, 'amountPaise', r.total_amount, 'coupon', r.coupon_code, 'holdExpiresAt', r.hold_expires_at) AS data
  FROM r
  UNION ALL
  SELECT r.created_at, 'gateway_order', 'system', jsonb_build_object('gatewayOrderId', r.gateway_order_id)
  FROM r WHERE r.gateway_order_id IS NOT NULL
  UNION ALL
  SELECT p.created_at, 'payment_report', 'system',
         jsonb_build_object('source', p.source, 'event', p.event, 'paymentId', p.payment_id, 'status', p.status, 'amountPaise', p.amount, 'outcome', p.outcome)
  FROM r JOIN payment_reports p ON p.gateway_order_id = r.gateway_order_id
  UNION ALL
  SELECT m.created_at, 'payment_mismatch', 'system',
         jsonb_build_object('source', m.source, 'paymentId', m.payment_id, 'reasons', m.reasons)
  FROM r JOIN payment_mismatches m ON m.gateway_order_id = r.gateway_order_id
  UNION ALL
  SELECT r.paid_at, 'payment_captured', 'system', jsonb_build_object('paymentId', r.payment_id, 'amountPaise', r.total_amount)
  FROM r WHERE r.paid_at IS NOT NULL
  UNION ALL
  SELECT r.hold_expires_at, 'hold_expired', 'system', '{}'::jsonb
  FROM r WHERE r.payment_status = 'expired' AND r.paid_at IS NULL AND r.hold_expires_at <= r.updated_at
  UNION ALL
  SELECT o.done_at, 'qr_rendered', 'system', jsonb_build_object('attempts', o.attempts)
  FROM r JOIN outbox_items o ON o.kind = 'qr.render' AND o.key = r.booking_id WHERE o.done_at IS NOT NULL
  UNION ALL
  SELECT coalesce(n.sent_at, n.created_at), 'message', 'system',
         jsonb_build_object('template', n.template, 'channel', n.channel, 'state', n.state, 'deliveryStatus', n.delivery_status,
                            'error', n.last_error, 'messageId', n.id::text)
  FROM r JOIN messages n ON n.booking_id = r.booking_id
  UNION ALL
  SELECT c.checked_in_at, 'checked_in', c.staff_name, jsonb_build_object('deviceId', c.device_id, 'offline', c.offline)
  FROM r JOIN check_ins c ON c.registration_id = r.id
  UNION ALL
  SELECT s.received_at, 'check_in_' || s.outcome, s.staff_name, jsonb_build_object('reason', s.reason, 'deviceId', s.device_id)
  FROM r JOIN check_in_scans s ON s.registration_id = r.id WHERE s.outcome IN ('refused', 'undone')
  UNION ALL
  SELECT f.created_at, 'refund_requested', f.requested_by,
         jsonb_build_object('refundId', f.id::text, 'amountPaise', f.amount_paise, 'reason', f.reason)
  FROM r JOIN refunds f ON f.subject_type = 'registration' AND f.subject_id = r.booking_id
  UNION ALL
  SELECT coalesce(f.processed_at, f.updated_at), 'refund_' || f.status, 'system',
         jsonb_build_object('refundId', f.id::text, 'amountPaise', f.amount_paise, 'gatewayRefundId', f.gateway_refund_id, 'failure', f.failure)
  FROM r JOIN refunds f ON f.subject_type = 'registration' AND f.subject_id = r.booking_id WHERE f.status <> 'pending'
  UNION ALL
  SELECT i.issued_at, CASE WHEN i.kind = 'invoice' THEN 'invoice_issued' ELSE 'credit_note_issued' END, 'system',
         jsonb_build_object('number', i.number, 'totalPaise', i.total)
  FROM r JOIN invoices i ON i.subject_type = 'registration' AND i.subject_id = r.id`;

interface DerivedRow {
  at: Date;
  kind: string;
  actor: string;
  data: Record<string, unknown>;
}

/** A booking's timeline events taken from the tables that record them (backend/src/audit/README.md, "Timelines"). */
@Injectable()
export class RegistrationTimeline implements OnModuleInit {
  constructor(private readonly timeline: Timeline) {}

  onModuleInit(): void {
    this.timeline.addSource('registration', (manager, id) => derivedEvents(manager, id));
  }
}

async function derivedEvents(manager: EntityManager, registrationId: number): Promise<TimelineEvent[]> {
  const found = await rows<DerivedRow>(manager, DERIVED_EVENTS, [registrationId]);
  return found.map((row) => ({ ...row, at: row.at.toISOString() }));
}
