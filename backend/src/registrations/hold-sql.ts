import type { Language, WorkshopPrice } from '@robo/domain';
import { withinAlarmShareSql } from '../hold-limits/alarm-share.js';
import { holdSeatSql, VENUE_SUMMARY_COLUMNS } from '../venues/seat-sql.js';
import { earlyBirdOpenSql } from './early-bird-sql.js';
import { BOOKING_COLUMNS, type BookingParty } from './registration.mapper.js';
import { retriedBookingSql } from './retried-bookings.js';

/** One booking of a hold statement, as its caller asks for it. */
export interface AskedBooking extends BookingParty {
  bookingId: string;
  gatewayOrderId: string;
  couponCode: string | null;
  /** Whether a live hold this booking repeats is handed back instead of a new one. */
  matchRetry: boolean;
  early: WorkshopPrice;
  regular: WorkshopPrice;
  /** The total the client showed (a retry must repeat it). */
  totalAmount: number;
  buyerGstin: string | null;
  clientKey: string | null;
  language: Language;
}

/** The columns of the statement's `asked` rows, each from one array parameter ($8 onwards, in this order). */
const ASKED_COLUMNS: { name: string; type: string; read: (asked: AskedBooking) => unknown }[] = [
  { name: 'parent_name', type: 'text', read: (a) => a.parentName },
  { name: 'phone_number', type: 'text', read: (a) => a.phoneNumber },
  { name: 'email', type: 'text', read: (a) => a.email },
  { name: 'child_name', type: 'text', read: (a) => a.childName },
  { name: 'grade_group', type: 'text', read: (a) => a.gradeGroup },
  { name: 'school_name', type: 'text', read: (a) => a.schoolName },
  { name: 'takeaway_kit', type: 'boolean', read: (a) => a.takeawayKit },
  { name: 'booking_id', type: 'text', read: (a) => a.bookingId },
  { name: 'gateway_order_id', type: 'text', read: (a) => a.gatewayOrderId },
  { name: 'coupon_code', type: 'text', read: (a) => a.couponCode },
  { name: 'match_retry', type: 'boolean', read: (a) => a.matchRetry },
  { name: 'early_original', type: 'int', read: (a) => a.early.originalAmount },
  { name: 'early_discount', type: 'int', read: (a) => a.early.discountAmount },
  { name: 'early_total', type: 'int', read: (a) => a.early.totalAmount },
  { name: 'regular_original', type: 'int', read: (a) => a.regular.originalAmount },
  { name: 'regular_discount', type: 'int', read: (a) => a.regular.discountAmount },
  { name: 'regular_total', type: 'int', read: (a) => a.regular.totalAmount },
  { name: 'total_amount', type: 'int', read: (a) => a.totalAmount },
  { name: 'buyer_gstin', type: 'text', read: (a) => a.buyerGstin },
  { name: 'client_key', type: 'text', read: (a) => a.clientKey },
  { name: 'language', type: 'text', read: (a) => a.language },
];

/** The array parameters from $8: one array per column of ASKED_COLUMNS, one element per booking. */
export function askedArrays(group: AskedBooking[]): unknown[][] {
  return ASKED_COLUMNS.map(({ read }) => group.map(read));
}

/** How many of the group take a seat. */
const FRESH = '(SELECT count(*)::int FROM fresh)';
const asked = ASKED_COLUMNS.map(({ type }, i) => `$${i + 8}::${type}[]`).join(', ');

/**
 * The hold statement of RegistrationHoldsService, for one booking or a group of one venue's
 * (GroupedHolds): each booking that repeats a live hold gets that hold back (`retried`, keyed by
 * the booking id it was asked with; only where `match_retry`); the others take their seats
 * together, all or none, and are written with the tier's prices, so the venue row stays locked for
 * a single round trip. When the seats are not all there, nothing is taken: a group is then held one
 * booking at a time. The tier is quoted from the early-bird places captured payments took, without
 * taking one. $1, $5 and $6 are the edition's early-bird places, counter row and end time, $2 the
 * venue, $3 the hold's seconds, $4 the retry's minimum time left, $7 the hoarding alarm's share (0 =
 * no check). The share is checked for the last seat, as if the holds came one after another: live
 * holds grow and seats left shrink with each, so when the last one is within the share every one
 * before it was too. Each booking keeps the seat's edition.
 */
export const HOLD_SQL = `WITH asked AS MATERIALIZED (
    SELECT * FROM unnest(${asked}) WITH ORDINALITY
      AS a(${ASKED_COLUMNS.map(({ name }) => name).join(', ')}, ord)),
  retried AS (
    SELECT a.booking_id AS "askedBookingId", live.* FROM asked a CROSS JOIN LATERAL (${retriedBookingSql(
      {
        phone: 'a.phone_number',
        venueId: '$2::int',
        childName: 'a.child_name',
        minRemainingSeconds: '$4',
        email: 'a.email',
        parentName: 'a.parent_name',
        schoolName: 'a.school_name',
        gradeGroup: 'a.grade_group',
        takeawayKit: 'a.takeaway_kit',
        couponCode: 'a.coupon_code',
        totalAmount: 'a.total_amount',
        buyerGstin: 'a.buyer_gstin',
      },
      'a.match_retry',
    )}) live),
  fresh AS MATERIALIZED (SELECT * FROM asked WHERE booking_id NOT IN (SELECT "askedBookingId" FROM retried)),
  seat AS (${holdSeatSql(
    '$2::int',
    `EXISTS (SELECT 1 FROM fresh) AND ${withinAlarmShareSql('$7', `held_seats + ${FRESH}`, `max_seats - booked_seats - ${FRESH}`, '1')}`,
    FRESH,
  )}),
  tier AS (SELECT ${earlyBirdOpenSql('$1', '$5', '$6')} AS early_bird),
  booking AS (
    INSERT INTO registrations (parent_name, phone_number, email, child_name, grade_group, school_name, venue_id,
      takeaway_kit, coupon_code, booking_id, hold_expires_at, holds_seat, early_bird_quoted,
      original_amount, discount_amount, total_amount, gateway_order_id, client_key, edition_id, language)
    SELECT f.parent_name, f.phone_number, f.email, f.child_name, f.grade_group, f.school_name, $2::int,
      f.takeaway_kit, f.coupon_code, f.booking_id, now() + make_interval(secs => $3), true, tier.early_bird,
      CASE WHEN tier.early_bird THEN f.early_original ELSE f.regular_original END,
      CASE WHEN tier.early_bird THEN f.early_discount ELSE f.regular_discount END,
      CASE WHEN tier.early_bird THEN f.early_total ELSE f.regular_total END,
      f.gateway_order_id, f.client_key, seat.edition_id, f.language
    FROM fresh f, tier, seat
    ORDER BY f.ord
    RETURNING ${BOOKING_COLUMNS}, early_bird_quoted AS "earlyBird")
  SELECT (SELECT json_build_object('displayName', "displayName", 'dateTime', "dateTime", 'address', address,
      'startsAt', "startsAt", 'endsAt', "endsAt") FROM seat) AS venue,
    (SELECT coalesce(json_agg(booking), '[]') FROM booking) AS bookings,
    (SELECT coalesce(json_agg(retried), '[]') FROM retried) AS retried,
    CASE WHEN EXISTS (SELECT 1 FROM retried)
      THEN (SELECT row_to_json(v) FROM (SELECT ${VENUE_SUMMARY_COLUMNS} FROM venues WHERE id = $2::int) v) END AS "retriedVenue"`;
