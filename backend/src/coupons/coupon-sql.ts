/** The columns of a coupon as its rule (`CouponRule`) plus what is counted, for `SELECT ... FROM coupons c`. */
export const COUPON_RULE_COLUMNS = `c.id, c.code, c.kind, c.discount_amount AS "discountAmount", c.percent_off AS "percentOff",
  c.valid_from AS "validFrom", c.valid_until AS "validUntil", c.edition_id AS "editionId", c.venue_ids AS "venueIds", c.grade_groups AS "gradeGroups",
  c.applies_to_tickets AS "appliesToTickets", c.applies_to_kits AS "appliesToKits",
  c.min_amount_paise AS "minAmountPaise", c.per_contact_limit AS "perContactLimit",
  c.usage_limit AS "usageLimit", c.used_count AS "usedCount", c.is_active AS "isActive"`;

/**
 * Uses of coupon `c` still spent by the contact (phone `phone` or e-mail `email`, SQL expressions):
 * captured within the limits and not given back by a cancellation.
 */
export function contactUsesSql(phone: string, email: string): string {
  return `(SELECT count(*)::int FROM coupon_usages u
     WHERE u.coupon_id = c.id AND NOT u.over_limit AND NOT u.given_back
       AND (u.phone = ${phone} OR lower(u.email) = lower(${email})))`;
}
