import { abandonedSql, BOOKING_READS } from '@robo/domain';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { paymentEventsSql } from '../audit/payment-events-sql.js';
import { Timeline } from '../audit/timeline.js';

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
  SELECT r.hold_expires_at, 'hold_expired', 'system', '{}'::jsonb
  FROM r WHERE ${abandonedSql(BOOKING_READS.expiredUnpaid, 'r')} AND r.hold_expires_at <= r.updated_at
  UNION ALL
  SELECT o.done_at, 'qr_rendered', 'system', jsonb_build_object('attempts', o.attempts)
  FROM r JOIN outbox_items o ON o.kind = 'qr.render' AND o.key = r.booking_id WHERE o.done_at IS NOT NULL
  UNION ALL
  SELECT c.checked_in_at, 'checked_in', c.staff_name, jsonb_build_object('deviceId', c.device_id, 'offline', c.offline)
  FROM r JOIN check_ins c ON c.registration_id = r.id
  UNION ALL
  SELECT s.received_at, 'check_in_' || s.outcome, s.staff_name, jsonb_build_object('reason', s.reason, 'deviceId', s.device_id)
  FROM r JOIN check_in_scans s ON s.registration_id = r.id WHERE s.outcome IN ('refused', 'undone')
  UNION ALL
  ${paymentEventsSql('r', { type: 'registration', key: 'booking_id' })}`;

/** A booking's timeline events taken from the tables that record them (backend/src/audit/README.md, "Timelines"). */
@Injectable()
export class RegistrationTimeline implements OnModuleInit {
  constructor(private readonly timeline: Timeline) {}

  onModuleInit(): void {
    this.timeline.addSqlSource('registration', DERIVED_EVENTS);
  }
}
