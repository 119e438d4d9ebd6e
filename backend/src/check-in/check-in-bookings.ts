import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  BOOKING_READS,
  paymentStateOf,
  type BookingPaymentState,
  type CheckInChild,
  type CheckInRecord,
  type CheckInRefusal,
  type PaymentColumns,
  type RosterEntry,
  type VenueCounts,
} from '@robo/domain';
import type { DataSource } from 'typeorm';
import { checkInError } from './check-in.errors.js';
import { maybeOne, type SqlRunner } from '../common/sql.js';

export const VENUE_NOT_FOUND = 'Venue not found';

/** A booking as the door sees it (read straight from the registrations the bookings module writes). */
export interface DoorBooking extends CheckInChild {
  registrationId: number;
  venueId: number;
  venueName: string;
  venueDateTime: string;
  paymentStatus: string;
  refundDue: boolean;
  takeawayKit: boolean;
}

export interface CheckInRow {
  at: Date;
  deviceId: string;
  staffName: string;
}

/** A stored check-in and whether it was decided offline. */
export interface StoredCheckIn extends CheckInRow {
  offline: boolean;
}

const DOOR_BOOKING = `
  SELECT r.id AS "registrationId", r.booking_id AS "bookingId", r.child_name AS "childName",
         r.grade_group AS "gradeGroup", r.school_name AS "schoolName", r.venue_id AS "venueId",
         v.display_name AS "venueName", v.date_time AS "venueDateTime", r.payment_status AS "paymentStatus", r.refund_due AS "refundDue",
         r.takeaway_kit AS "takeawayKit"
  FROM registrations r JOIN venues v ON v.id = r.venue_id`;

export const toChild = (b: CheckInChild): CheckInChild => ({
  bookingId: b.bookingId,
  childName: b.childName,
  gradeGroup: b.gradeGroup,
  schoolName: b.schoolName,
});

export const toRecord = (row: CheckInRow): CheckInRecord => ({
  at: new Date(row.at).toISOString(),
  deviceId: row.deviceId,
  staffName: row.staffName,
});

/**
 * A booking's state as the door shows it, online and in the offline roster alike: one owing a
 * refund, or cancelled by the desk, is `refunded` (it may not come in).
 */
export function doorStatus(booking: PaymentColumns): RosterEntry['status'] {
  const state = paymentStateOf(booking.paymentStatus as BookingPaymentState, booking.refundDue);
  return state === 'refund_due' || state === 'cancelled' ? 'refunded' : state;
}

/** Why a booking of this venue may not come in, or null when it may (`BOOKING_READS.paid`). */
export function refusalFor(booking: PaymentColumns): CheckInRefusal | null {
  const status = doorStatus(booking);
  if (status === 'paid') return null;
  return status === 'pending' ? 'not_paid' : status;
}

/** The reads the door needs: bookings, check-ins, counts and the staff member's name. */
@Injectable()
export class CheckInBookings {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async byBookingId(bookingId: string): Promise<DoorBooking | undefined> {
    return maybeOne<DoorBooking>(this.db, `${DOOR_BOOKING} WHERE r.booking_id = $1`, [bookingId]);
  }

  /** The booking's check-in, locked until the transaction ends. */
  lockCheckIn(on: SqlRunner, registrationId: number): Promise<StoredCheckIn | undefined> {
    return maybeOne<StoredCheckIn>(
      on,
      `SELECT checked_in_at AS at, device_id AS "deviceId", staff_name AS "staffName", offline
       FROM check_ins WHERE registration_id = $1 FOR UPDATE`,
      [registrationId],
    );
  }

  /**
   * arrived / paid / capacity, and kits handed over out of kits due (both of paid bookings not being
   * refunded, so handed never exceeds due); 404 for a venue that does not exist.
   */
  async counts(venueId: number): Promise<VenueCounts> {
    const row = await maybeOne<{
      capacity: number;
      arrived: string;
      paid: string;
      kitsDue: string;
      kitsHanded: string;
    }>(
      this.db,
      `SELECT v.max_seats AS capacity,
              (SELECT count(*) FROM check_ins c WHERE c.venue_id = v.id) AS arrived,
              p.paid, p.kits_due AS "kitsDue",
              (SELECT count(*) FROM kit_handovers k JOIN registrations r ON r.id = k.registration_id
               WHERE k.venue_id = v.id AND ${BOOKING_READS.paid.sql('r')}) AS "kitsHanded"
       FROM venues v,
            LATERAL (SELECT count(*) AS paid, count(*) FILTER (WHERE r.takeaway_kit) AS kits_due
                     FROM registrations r WHERE r.venue_id = v.id AND ${BOOKING_READS.paid.sql('r')}) p
       WHERE v.id = $1`,
      [venueId],
    );
    if (!row) throw checkInError.VENUE_NOT_FOUND(VENUE_NOT_FOUND);
    return {
      arrived: Number(row.arrived),
      paid: Number(row.paid),
      capacity: row.capacity,
      kitsDue: Number(row.kitsDue),
      kitsHanded: Number(row.kitsHanded),
    };
  }

  /** How a staff member is named on screens: their name, else their e-mail. */
  async staffName(staffId: number | undefined): Promise<string> {
    if (staffId === undefined) return 'Staff';
    const row = await maybeOne<{ name: string }>(
      this.db,
      `SELECT coalesce(nullif(trim(concat_ws(' ', first_name, last_name)), ''), email) AS name FROM users WHERE id = $1`,
      [staffId],
    );
    return row?.name ?? 'Staff';
  }
}
