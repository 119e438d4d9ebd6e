import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { maybeOne } from '../common/sql.js';
import { RETRY_MIN_REMAINING_SECONDS, type RetriedHolds } from '../hold-limits/retried-holds.js';
import { CreateRegistrationDto } from './dto/create-registration.dto.js';
import { BOOKING_COLUMNS, type BookingRow } from './registration.mapper.js';

export type RetriedBooking = BookingRow & { gatewayOrderId: string };

/**
 * The same booking asked for again while its hold lives: same phone and e-mail, same child
 * (names compared without case), venue, grade, kit, coupon, total and GSTIN, so the gateway order
 * and what it charges stay right (backend/src/registrations/README.md "Retries"). A soft rule:
 * two identical requests in the same instant may each take a hold, as before; seats are never
 * oversold either way.
 */
@Injectable()
export class RetriedBookings implements RetriedHolds<CreateRegistrationDto> {
  readonly request = CreateRegistrationDto;

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  live(dto: CreateRegistrationDto): Promise<RetriedBooking | undefined> {
    return maybeOne<RetriedBooking>(
      this.db,
      // The phone's bookings first, on their own (MATERIALIZED), so `registrations_phone_idx` is the only
      // index that fits whatever the statistics say (migrations/1795603500000-retry-lookup-indexes.ts).
      `WITH same_phone AS MATERIALIZED (SELECT * FROM registrations WHERE phone_number = $1)
       SELECT ${BOOKING_COLUMNS}, gateway_order_id AS "gatewayOrderId" FROM same_phone
       WHERE payment_status = 'pending' AND venue_id = $2 AND lower(child_name) = lower($3)
         AND hold_expires_at > now() + make_interval(secs => $4) AND gateway_order_id IS NOT NULL
         AND lower(email) = lower($5) AND lower(parent_name) = lower($6) AND lower(school_name) = lower($7)
         AND grade_group = $8 AND takeaway_kit = $9 AND upper(coalesce(coupon_code, '')) = upper(coalesce($10, ''))
         AND total_amount = $11 AND coalesce(buyer_gstin, '') = coalesce($12, '')
       ORDER BY hold_expires_at DESC LIMIT 1`,
      [
        dto.phone,
        dto.venueId,
        dto.childName,
        RETRY_MIN_REMAINING_SECONDS,
        dto.email,
        dto.parentName,
        dto.schoolName,
        dto.gradeGroup,
        dto.takeawayKit,
        dto.couponCode ?? null,
        dto.totalAmount,
        dto.buyerGstin ?? null,
      ],
    );
  }
}
