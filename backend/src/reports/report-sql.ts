import { EARLY_BIRD_OVER_LIMIT_TIER, type ReportName } from '@robo/domain';

/**
 * One SQL statement per report (backend/src/reports/README.md). Every figure is aggregated from the
 * rows that record the money (registrations, orders and their refunds) in the statement that
 * answers the request, for each day either straight from those rows or from that day's rollup
 * (report-rollup.ts), which the job wrote from the same rows with the same SQL and which stops
 * being used as soon as one of the day's rows changes.
 *
 * Parameters: $1 the rolled-up days of the range (date[]), $2 and $3 the first instants and the
 * instants after the other stretches of the range (timestamptz[]), read from the rows, and $4 for
 * the reports with workshop figures the edition (its id, 0 for every edition). Store orders belong
 * to no edition: store figures are every edition's (README.md, "Editions").
 *
 * A payment counts on the day it was captured (`paid_at`), a refund on the day the gateway made it, so
 * the net of a range is what actually stayed with the company in it.
 */

const WINDOWS = 'unnest($2::timestamptz[], $3::timestamptz[]) AS w(s, e)';

/**
 * Refunds the gateway has made (backend/src/payments/refunds/README.md) in the windows, partial ones
 * included, for subjects that were revenue: a late payment refunded at once never had `paid_at`.
 */
const processedRefunds = (table: 'registrations' | 'orders', type: string, idColumn: string, alias: string) => `
  FROM ${WINDOWS} JOIN refunds f ON f.status = 'processed' AND f.processed_at >= w.s AND f.processed_at < w.e AND f.subject_type = '${type}'
  JOIN ${table} ${alias} ON ${alias}.${idColumn} = f.subject_id AND ${alias}.paid_at IS NOT NULL`;

/** Whether a booking was sold at its own edition's early-bird ticket price. */
const EARLY_BIRD_PRICE = `r.original_amount = (SELECT e.ticket_price FROM editions e WHERE e.id = r.edition_id)`;

/** Where money moved for workshop bookings, read from the rows: one row per payment and one per refund. */
export const LIVE_BOOKING_MOVEMENTS = `
  SELECT r.edition_id, r.venue_id, r.grade_group, r.takeaway_kit, r.coupon_code, ${EARLY_BIRD_PRICE} AS early_bird,
         r.early_bird_over_limit AS over_limit, 1 AS payments, r.total_amount::bigint AS collected, 0::bigint AS refunded, r.discount_amount::bigint AS discount
  FROM ${WINDOWS} JOIN registrations r ON r.paid_at >= w.s AND r.paid_at < w.e
  UNION ALL
  SELECT r.edition_id, r.venue_id, r.grade_group, r.takeaway_kit, r.coupon_code, ${EARLY_BIRD_PRICE},
         r.early_bird_over_limit, 0, 0::bigint, f.amount_paise::bigint, 0::bigint
  ${processedRefunds('registrations', 'registration', 'booking_id', 'r')}`;

/** The same for store orders. */
export const LIVE_ORDER_MOVEMENTS = `
  SELECT o.product_id, o.product_name, o.product_sku, 1 AS payments, o.quantity AS units,
         o.total_amount::bigint AS collected, 0::bigint AS refunded
  FROM ${WINDOWS} JOIN orders o ON o.paid_at >= w.s AND o.paid_at < w.e
  UNION ALL
  SELECT o.product_id, o.product_name, o.product_sku, 0, 0, 0::bigint, f.amount_paise::bigint
  ${processedRefunds('orders', 'order', 'order_id', 'o')}`;

/**
 * The report dimensions of workshop money, each as the key a movement `m` falls under (null: left
 * out). The rollup keeps one row per day and key of each dimension.
 */
export const BOOKING_DIMENSIONS = {
  stream: `CASE WHEN m.takeaway_kit THEN 'Tickets with kit' ELSE 'Tickets' END`,
  venue: 'm.venue_id::text',
  grade: 'm.grade_group',
  coupon: 'm.coupon_code',
  // The tier a ticket was sold at is its price before any coupon (registrations.original_amount);
  // early-bird prices honoured after the places had gone (quoted to a hold before) are shown apart.
  tier: `CASE WHEN m.takeaway_kit THEN NULL WHEN m.early_bird AND m.over_limit THEN '${EARLY_BIRD_OVER_LIMIT_TIER}'
    WHEN m.early_bird THEN 'Super Early Bird' ELSE 'Regular' END`,
} as const;
export type BookingDimension = keyof typeof BOOKING_DIMENSIONS;

/** Whether a row's `edition_id` is the edition of the report ($4: an id, 0 for every edition). */
const OF_EDITION = '($4::int = 0 OR edition_id = $4::int)';

/** Workshop movements of the edition per key of one dimension: the rolled-up days' sums and the other days' rows. */
const bookingsBy = (dimension: BookingDimension) => `
  SELECT key, payments, collected, refunded, discount FROM report_booking_daily
  WHERE dimension = '${dimension}' AND day = ANY ($1::date[]) AND ${OF_EDITION}
  UNION ALL
  SELECT key, payments, collected, refunded, discount
  FROM (SELECT ${BOOKING_DIMENSIONS[dimension]} AS key, m.* FROM (${LIVE_BOOKING_MOVEMENTS}) m) live WHERE key IS NOT NULL AND ${OF_EDITION}`;

/** Store movements per product: the rolled-up days' sums and the other days' rows. */
const ORDER_MOVEMENTS = `
  SELECT product_id, product_name, product_sku, payments, units, collected, refunded FROM report_order_daily WHERE day = ANY ($1::date[])
  UNION ALL
  ${LIVE_ORDER_MOVEMENTS}`;

/** Collected, refunded and net of a group of movements `m`. */
const SUMS = `coalesce(sum(m.collected), 0) AS collected, coalesce(sum(m.refunded), 0) AS refunded,
  coalesce(sum(m.collected - m.refunded), 0) AS net`;
/** How many payments a group of movements `m` holds. */
const PAYMENTS = 'coalesce(sum(m.payments), 0)';

/** Bookings started and paid per Asia/Kolkata day and edition, read from the rows of the windows. */
export const LIVE_BOOKING_CONVERSION = `
  SELECT report_kolkata_day(r.created_at) AS day, r.edition_id, count(*) AS holds, count(*) FILTER (WHERE r.paid_at IS NOT NULL) AS paid
  FROM ${WINDOWS} JOIN registrations r ON r.created_at >= w.s AND r.created_at < w.e GROUP BY 1, 2`;

/** Store orders started and paid per Asia/Kolkata day, read from the rows of the windows. */
export const LIVE_ORDER_CONVERSION = `
  SELECT report_kolkata_day(o.created_at) AS day, count(*) AS holds, count(*) FILTER (WHERE o.paid_at IS NOT NULL) AS paid
  FROM ${WINDOWS} JOIN orders o ON o.created_at >= w.s AND o.created_at < w.e GROUP BY 1`;

export const REPORT_SQL: Record<ReportName, string> = {
  // Three streams and their total (the ROLLUP row), always all four rows.
  revenue: `
    WITH m AS (
      SELECT key AS stream, payments, collected, refunded FROM (${bookingsBy('stream')}) b
      UNION ALL
      SELECT 'Store', payments, collected, refunded FROM (${ORDER_MOVEMENTS}) o),
    streams(stream, position) AS (VALUES ('Tickets', 1), ('Tickets with kit', 2), ('Store', 3))
    SELECT coalesce(s.stream, 'Total') AS stream, ${PAYMENTS} AS sales, ${SUMS}
    FROM streams s LEFT JOIN m ON m.stream = s.stream
    GROUP BY ROLLUP (s.stream)
    ORDER BY max(s.position) NULLS LAST, s.stream NULLS LAST`,

  venues: `
    SELECT v.display_name AS venue, v.city, ${PAYMENTS} AS seats, ${SUMS}
    FROM (${bookingsBy('venue')}) m JOIN venues v ON v.id = m.key::int
    GROUP BY v.id, v.display_name, v.city
    ORDER BY net DESC, v.display_name`,

  grades: `
    SELECT m.key AS "gradeGroup", ${PAYMENTS} AS seats, ${SUMS}
    FROM (${bookingsBy('grade')}) m
    GROUP BY m.key
    ORDER BY m.key`,

  coupons: `
    SELECT m.key AS code, ${PAYMENTS} AS uses, coalesce(sum(m.discount), 0) AS discount, ${SUMS}
    FROM (${bookingsBy('coupon')}) m
    GROUP BY m.key
    ORDER BY uses DESC, m.key`,

  tiers: `
    WITH m AS (${bookingsBy('tier')}),
    tiers(tier, position) AS (VALUES ('Super Early Bird', 1), ('${EARLY_BIRD_OVER_LIMIT_TIER}', 2), ('Regular', 3))
    SELECT t.tier, ${PAYMENTS} AS seats, ${SUMS}
    FROM tiers t LEFT JOIN m ON m.key = t.tier
    GROUP BY t.tier, t.position
    ORDER BY t.position`,

  // Every booking or order starts as a hold; "paid" counts those whose payment was captured
  // (later refunds included: the hold did convert).
  conversion: `
    WITH bookings AS (
      SELECT day, sum(holds) AS holds, sum(paid) AS paid FROM (
        SELECT day, booking_holds AS holds, bookings_paid AS paid FROM report_conversion_daily
        WHERE day = ANY ($1::date[]) AND ${OF_EDITION}
        UNION ALL
        SELECT day, holds, paid FROM (${LIVE_BOOKING_CONVERSION}) live WHERE ${OF_EDITION}) b
      GROUP BY day),
    store AS (
      SELECT day, order_holds AS holds, orders_paid AS paid FROM report_order_conversion_daily WHERE day = ANY ($1::date[])
      UNION ALL
      (${LIVE_ORDER_CONVERSION})),
    days AS (
      SELECT coalesce(b.day, s.day) AS day, coalesce(b.holds, 0) AS booking_holds, coalesce(b.paid, 0) AS bookings_paid,
             coalesce(s.holds, 0) AS order_holds, coalesce(s.paid, 0) AS orders_paid
      FROM bookings b FULL JOIN store s ON s.day = b.day)
    SELECT to_char(day, 'YYYY-MM-DD') AS day,
      booking_holds AS "bookingHolds", bookings_paid AS "bookingsPaid",
      coalesce(round(100.0 * bookings_paid / nullif(booking_holds, 0), 1), 0) AS "bookingRate",
      order_holds AS "orderHolds", orders_paid AS "ordersPaid",
      coalesce(round(100.0 * orders_paid / nullif(order_holds, 0), 1), 0) AS "orderRate"
    FROM days
    ORDER BY days.day`,

  // Orders keep the product's name and SKU as sold; the category is the product's current one.
  products: `
    SELECT max(m.product_name) AS product, max(m.product_sku) AS sku, coalesce(max(p.category), 'Deleted product') AS category,
      coalesce(sum(m.units), 0) AS units, ${PAYMENTS} AS sales, ${SUMS}
    FROM (${ORDER_MOVEMENTS}) m LEFT JOIN products p ON p.id = m.product_id
    GROUP BY m.product_id
    ORDER BY net DESC, product`,

  categories: `
    SELECT coalesce(p.category, 'Deleted product') AS category,
      coalesce(sum(m.units), 0) AS units, ${PAYMENTS} AS sales, ${SUMS}
    FROM (${ORDER_MOVEMENTS}) m LEFT JOIN products p ON p.id = m.product_id
    GROUP BY 1
    ORDER BY net DESC, category`,
};
