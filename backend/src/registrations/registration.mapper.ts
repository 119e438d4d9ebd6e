import { BOOKING_READS, maskEmail, maskPhone, type RegistrationDetails, type RegistrationRequest } from '@robo/domain';
import { iso } from '../common/sql.js';
import type { VenueSummary } from '../venues/venues.service.js';

/** The registration columns the booking pages and jobs need, camelCased by the SELECT. */
export type BookingRow = Omit<RegistrationDetails, 'venue' | 'hold'> &
  Pick<RegistrationRequest, 'venueId' | 'originalAmount'> & {
    id: number;
    couponCode: string | null;
    holdExpiresAt: Date;
    refundDue: boolean;
  };

/** Who a booking is for and what they chose, as every statement that writes a registration takes it. */
export interface BookingParty {
  parentName: string;
  phoneNumber: string;
  email: string;
  childName: string;
  gradeGroup: string;
  schoolName: string;
  takeawayKit: boolean;
}

export const BOOKING_COLUMNS = `id, booking_id AS "bookingId", parent_name AS "parentName", phone_number AS "phoneNumber",
  email, child_name AS "childName", grade_group AS "gradeGroup", school_name AS "schoolName", venue_id AS "venueId",
  total_amount AS "totalAmount", original_amount AS "originalAmount", coupon_code AS "couponCode",
  simple_qr_code_url AS "simpleQrCodeUrl", payment_status AS "paymentStatus", takeaway_kit AS "takeawayKit",
  hold_expires_at AS "holdExpiresAt", refund_due AS "refundDue"`;

export function toRegistrationDetails(row: BookingRow, venue: VenueSummary): RegistrationDetails {
  return {
    bookingId: row.bookingId,
    parentName: row.parentName,
    phoneNumber: row.phoneNumber,
    email: row.email,
    childName: row.childName,
    gradeGroup: row.gradeGroup,
    schoolName: row.schoolName,
    venue: {
      displayName: venue.displayName,
      dateTime: venue.dateTime,
      address: venue.address,
      startsAt: iso(venue.startsAt),
      endsAt: iso(venue.endsAt),
    },
    totalAmount: row.totalAmount,
    simpleQrCodeUrl: row.simpleQrCodeUrl,
    paymentStatus: row.paymentStatus,
    takeawayKit: row.takeawayKit,
    // The hold only means something while the booking waits for its payment.
    ...(BOOKING_READS.awaitingPayment.test(row) && {
      hold: { holdExpiresAt: new Date(row.holdExpiresAt).toISOString(), now: new Date().toISOString() },
    }),
  };
}

/** The record as someone with only its id sees it: contacts masked, no QR image (RecordAccess). */
export function maskedRegistrationDetails(details: RegistrationDetails): RegistrationDetails {
  return {
    ...details,
    phoneNumber: maskPhone(details.phoneNumber),
    email: maskEmail(details.email),
    simpleQrCodeUrl: null,
    masked: true,
  };
}
