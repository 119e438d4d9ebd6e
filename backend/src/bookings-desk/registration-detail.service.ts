import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MESSAGES, type DeskRegistrationDetail, type Paise } from '@robo/domain';
import type { DataSource, EntityManager } from 'typeorm';
import { Timeline } from '../audit/timeline.js';
import { deskError } from './bookings-desk.errors.js';
import { inOneSnapshot, maybeOne } from '../common/sql.js';
import { DESK_COLUMNS, DOOR_JOINS, toDeskRegistration, type DeskRow } from './registrations-desk.service.js';

interface DetailRow extends DeskRow {
  id: number;
  gatewayOrderId: string | null;
  paymentId: string | null;
  holdExpiresAt: Date;
  refundablePaise: Paise;
}

/**
 * What may still be refunded: the payment's counter row once a refund was asked for
 * (payments/refunds/README.md), else all of a captured payment (payment_id is set only on capture).
 */
const DETAIL_SQL = `
  SELECT ${DESK_COLUMNS}, r.id, r.gateway_order_id AS "gatewayOrderId", r.payment_id AS "paymentId",
         r.hold_expires_at AS "holdExpiresAt",
         CASE WHEN r.payment_id IS NULL THEN 0 ELSE coalesce(t.captured_paise - t.refunded_paise, r.total_amount) END AS "refundablePaise"
  FROM registrations r
  JOIN venues v ON v.id = r.venue_id
  ${DOOR_JOINS}
  LEFT JOIN payment_refund_totals t ON t.payment_id = r.payment_id
  WHERE r.booking_id = $1`;

/** GET /api/admin/registrations/{bookingId}: a booking and its whole timeline, oldest first. */
@Injectable()
export class RegistrationDetailService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly timeline: Timeline,
  ) {}

  /**
   * The booking as the desk sees it, its row and timeline from one snapshot (`inOneSnapshot`);
   * `manager` lets an action answer from inside its own transaction.
   */
  detail(bookingId: string, manager?: EntityManager): Promise<DeskRegistrationDetail> {
    return inOneSnapshot(this.db, manager, (snapshot) => this.read(bookingId, snapshot));
  }

  private async read(bookingId: string, manager: EntityManager): Promise<DeskRegistrationDetail> {
    const row = await maybeOne<DetailRow>(manager, DETAIL_SQL, [bookingId.toUpperCase()]);
    if (!row) throw deskError.BOOKING_NOT_FOUND(MESSAGES.bookingNotFound);
    const { id, gatewayOrderId, paymentId, holdExpiresAt, refundablePaise, ...listed } = row;
    return {
      ...toDeskRegistration(listed),
      gatewayOrderId,
      paymentId,
      holdExpiresAt: holdExpiresAt.toISOString(),
      refundablePaise,
      timeline: await this.timeline.list(manager, { type: 'registration', id }),
    };
  }
}
