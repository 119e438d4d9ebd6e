import { Injectable } from '@nestjs/common';
import { liveHoldSql, RETRY_MIN_REMAINING_SECONDS, RetriedHoldsOf } from '../hold-limits/retried-holds.js';
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
 * embeds it as a CTE). `onlyIf` is an extra SQL condition.
 */
export function retriedBookingSql(p: RetryParams, onlyIf?: string): string {
  return liveHoldSql({
    table: 'registrations',
    samePhone: `phone_number = ${p.phone}`,
    columns: `${BOOKING_COLUMNS}, gateway_order_id AS "gatewayOrderId"`,
    minRemainingSeconds: p.minRemainingSeconds,
    matches: `venue_id = ${p.venueId} AND lower(child_name) = lower(${p.childName})
      AND lower(email) = lower(${p.email}) AND lower(parent_name) = lower(${p.parentName})
      AND lower(school_name) = lower(${p.schoolName}) AND grade_group = ${p.gradeGroup}
      AND takeaway_kit = ${p.takeawayKit} AND upper(coalesce(coupon_code, '')) = upper(coalesce(${p.couponCode}, ''))
      AND total_amount = ${p.totalAmount} AND coalesce(buyer_gstin, '') = coalesce(${p.buyerGstin}, '')`,
    onlyIf,
  });
}

/**
 * The same booking asked for again while its hold lives: same phone and e-mail, same child
 * (names compared without case), venue, grade, kit, coupon, total and GSTIN, so the gateway order
 * and what it charges stay right (backend/src/registrations/README.md "Retries"). A soft rule:
 * two identical requests in the same instant may each take a hold, as before; seats are never
 * oversold either way.
 */
@Injectable()
export class RetriedBookings extends RetriedHoldsOf<CreateRegistrationDto, RetriedBooking>(
  CreateRegistrationDto,
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
  (dto) => [
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
) {}
