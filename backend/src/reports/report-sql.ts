import { BASE_TICKET_PAISE, type ReportName } from '@robo/domain';

/**
 * One SQL statement per report (backend/src/reports/README.md). Every figure is aggregated from the
 * rows that record the money (registrations, orders and their refunds) in the statement that
 * answers the request: nothing is counted by hand elsewhere. $1 and $2 are the range's first
 * instant and the instant after it.
 *
 * A payment counts on the day it was captured (`paid_at`), a refund on the day the gateway made it, so
 * the net of a range is what actually stayed with the company in it.
 */

/**
 * Refunds the gateway has made (backend/src/payments/refunds/README.md), partial ones included, for
 * subjects that were revenue: a late payment refunded at once never had `paid_at` and is not counted.
 */
const processedRefunds = (table: 'registrations' | 'orders', type: string, idColumn: string, alias: string) => `
  FROM refunds f JOIN ${table} ${alias} ON f.subject_type = '${type}' AND ${alias}.${idColumn} = f.subject_id
  WHERE f.status = 'processed' AND ${alias}.paid_at IS NOT NULL AND f.processed_at >= $1 AND f.processed_at < $2`;

/** Where money moved for workshop bookings: one row per payment and one per refund in the range. */
const REGISTRATION_MOVEMENTS = `
  SELECT r.id, r.venue_id, r.grade_group, r.takeaway_kit, r.coupon_code, r.discount_amount, r.original_amount,
         r.total_amount::bigint AS collected, 0::bigint AS refunded
  FROM registrations r WHERE r.paid_at >= $1 AND r.paid_at < $2
  UNION ALL
  SELECT r.id, r.venue_id, r.grade_group, r.takeaway_kit, r.coupon_code, r.discount_amount, r.original_amount,
         0::bigint, f.amount_paise::bigint
  ${processedRefunds('registrations', 'registration', 'booking_id', 'r')}`;

/** The same for store orders. */
const ORDER_MOVEMENTS = `
  SELECT o.id, o.product_id, o.product_name, o.product_sku, o.quantity,
         o.total_amount::bigint AS collected, 0::bigint AS refunded
  FROM orders o WHERE o.paid_at >= $1 AND o.paid_at < $2
  UNION ALL
  SELECT o.id, o.product_id, o.product_name, o.product_sku, o.quantity, 0::bigint, f.amount_paise::bigint
  ${processedRefunds('orders', 'order', 'order_id', 'o')}`;

/** How many payments a group of movements `m` holds. */
const PAYMENTS = 'count(*) FILTER (WHERE m.collected > 0)';
/** Collected, refunded and net of a group of movements `m`. */
const SUMS = `coalesce(sum(m.collected), 0) AS collected, coalesce(sum(m.refunded), 0) AS refunded,
  coalesce(sum(m.collected - m.refunded), 0) AS net`;

const KOLKATA_DAY = (column: string) => `to_char(${column} AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD')`;

export const REPORT_SQL: Record<ReportName, string> = {
  // Three streams and their total (the ROLLUP row), always all four rows.
  revenue: `
    WITH m AS (
      SELECT CASE WHEN takeaway_kit THEN 'Tickets with kit' ELSE 'Tickets' END AS stream, collected, refunded
      FROM (${REGISTRATION_MOVEMENTS}) r
      UNION ALL
      SELECT 'Store', collected, refunded FROM (${ORDER_MOVEMENTS}) o),
    streams(stream, position) AS (VALUES ('Tickets', 1), ('Tickets with kit', 2), ('Store', 3))
    SELECT coalesce(s.stream, 'Total') AS stream, ${PAYMENTS} AS sales, ${SUMS}
    FROM streams s LEFT JOIN m ON m.stream = s.stream
    GROUP BY ROLLUP (s.stream)
    ORDER BY max(s.position) NULLS LAST, s.stream NULLS LAST`,

  venues: `
    SELECT v.display_name AS venue, v.city, ${PAYMENTS} AS seats, ${SUMS}
    FROM (${REGISTRATION_MOVEMENTS}) m JOIN venues v ON v.id = m.venue_id
    GROUP BY v.id, v.display_name, v.city
    ORDER BY net DESC, v.display_name`,

  grades: `
    SELECT m.grade_group AS "gradeGroup", ${PAYMENTS} AS seats, ${SUMS}
    FROM (${REGISTRATION_MOVEMENTS}) m
    GROUP BY m.grade_group
    ORDER BY m.grade_group`,

  coupons: `
    SELECT m.coupon_code AS code, ${PAYMENTS} AS uses,
      coalesce(sum(m.discount_amount) FILTER (WHERE m.collected > 0), 0) AS discount, ${SUMS}
    FROM (${REGISTRATION_MOVEMENTS}) m
    WHERE m.coupon_code IS NOT NULL
    GROUP BY m.coupon_code
    ORDER BY uses DESC, m.coupon_code`,

  // The tier a ticket was sold at is its price before any coupon (registrations.original_amount).
  tiers: `
    WITH m AS (
      SELECT CASE WHEN original_amount = ${BASE_TICKET_PAISE} THEN 'Super Early Bird' ELSE 'Regular' END AS tier, collected, refunded
      FROM (${REGISTRATION_MOVEMENTS}) r WHERE NOT takeaway_kit),
    tiers(tier, position) AS (VALUES ('Super Early Bird', 1), ('Regular', 2))
    SELECT t.tier, ${PAYMENTS} AS seats, ${SUMS}
    FROM tiers t LEFT JOIN m ON m.tier = t.tier
    GROUP BY t.tier, t.position
    ORDER BY t.position`,

  // Every booking or order starts as a hold; "paid" counts those whose payment was captured
  // (later refunds included: the hold did convert).
  conversion: `
    WITH bookings AS (
      SELECT ${KOLKATA_DAY('created_at')} AS day, count(*) AS holds, count(*) FILTER (WHERE paid_at IS NOT NULL) AS paid
      FROM registrations WHERE created_at >= $1 AND created_at < $2 GROUP BY 1),
    store AS (
      SELECT ${KOLKATA_DAY('created_at')} AS day, count(*) AS holds, count(*) FILTER (WHERE paid_at IS NOT NULL) AS paid
      FROM orders WHERE created_at >= $1 AND created_at < $2 GROUP BY 1)
    SELECT coalesce(b.day, s.day) AS day,
      coalesce(b.holds, 0) AS "bookingHolds", coalesce(b.paid, 0) AS "bookingsPaid",
      coalesce(round(100.0 * b.paid / nullif(b.holds, 0), 1), 0) AS "bookingRate",
      coalesce(s.holds, 0) AS "orderHolds", coalesce(s.paid, 0) AS "ordersPaid",
      coalesce(round(100.0 * s.paid / nullif(s.holds, 0), 1), 0) AS "orderRate"
    FROM bookings b FULL JOIN store s ON s.day = b.day
    ORDER BY 1`,

  // Orders keep the product's name and SKU as sold; the category is the product's current one.
  products: `
    SELECT max(m.product_name) AS product, max(m.product_sku) AS sku, coalesce(max(p.category), 'Deleted product') AS category,
      coalesce(sum(m.quantity) FILTER (WHERE m.collected > 0), 0) AS units, ${PAYMENTS} AS sales, ${SUMS}
    FROM (${ORDER_MOVEMENTS}) m LEFT JOIN products p ON p.id = m.product_id
    GROUP BY m.product_id
    ORDER BY net DESC, product`,

  categories: `
    SELECT coalesce(p.category, 'Deleted product') AS category,
      coalesce(sum(m.quantity) FILTER (WHERE m.collected > 0), 0) AS units, ${PAYMENTS} AS sales, ${SUMS}
    FROM (${ORDER_MOVEMENTS}) m LEFT JOIN products p ON p.id = m.product_id
    GROUP BY 1
    ORDER BY net DESC, category`,
};
