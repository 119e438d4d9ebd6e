import { BOOKING_READS } from '@robo/domain';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { maybeOne } from '../common/sql.js';
import { RETRY_MIN_REMAINING_SECONDS, type RetriedHolds } from '../hold-limits/retried-holds.js';
import { CreateRegistrationDto } from './dto/create-registration.dto.js';
import { BOOKING_COLUMNS, type BookingRow } from './registration.mapper.js';

export type RetriedBooking = BookingRow & { gatewayOrderId: string };

/** Bind parameters (such as '$3') of the request a retry is matched against. */
export interface RetryParams {
  phone: string;
  venueId: string;
  childName: string;
  minRemainingSeconds: string;
  email: string;
  parentName: string;
  schoolName: string;
  gradeGroup: string;
  takeawayKit: string;
  couponCode: string;
  totalAmount: string;
  buyerGstin: string;
}

/**
 * The live hold a request repeats, as a `RetriedBooking` row (at most one; the hold statement
 * embeds it as a CTE). `onlyIf` is an extra SQL condition. The phone's bookings are read first, on
 * their own (MATERIALIZED), so `registrations_phone_idx` is the only index that fits whatever the
 * statistics say (migrations/1795603500000-retry-lookup-indexes.ts).
 */
export function retriedBookingSql(p: RetryParams, onlyIf = 'true'): string {
  return `WITH same_phone AS MATERIALIZED (SELECT * FROM registrations WHERE ${onlyIf} AND phone_number = ${p.phone})
    SELECT ${BOOKING_COLUMNS}, gateway_order_id AS "gatewayOrderId" FROM same_phone
    WHERE ${BOOKING_READS.awaitingPayment.sql()} AND venue_id = ${p.venueId} AND lower(child_name) = lower(${p.childName})
      AND hold_expires_at > now() + make_interval(secs => ${p.minRemainingSeconds}) AND gateway_order_id IS NOT NULL
      AND lower(email) = lower(${p.email}) AND lower(parent_name) = lower(${p.parentName})
      AND lower(school_name) = lower(${p.schoolName}) AND grade_group = ${p.gradeGroup}
      AND takeaway_kit = ${p.takeawayKit} AND upper(coalesce(coupon_code, '')) = upper(coalesce(${p.couponCode}, ''))
      AND total_amount = ${p.totalAmount} AND coalesce(buyer_gstin, '') = coalesce(${p.buyerGstin}, '')
    ORDER BY hold_expires_at DESC LIMIT 1`;
}

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
      retriedBookingSql({
        phone: '$1',
        venueId: '$2',
        childName: '$3',
        minRemainingSeconds: '$4',
        email: '$5',
        parentName: '$6',
        schoolName: '$7',
        gradeGroup: '$8',
        takeawayKit: '$9',
        couponCode: '$10',
        totalAmount: '$11',
        buyerGstin: '$12',
      }),
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
