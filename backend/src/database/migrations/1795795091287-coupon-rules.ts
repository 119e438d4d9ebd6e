import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Coupons a marketing person can use (backend/src/coupons/README.md): a percent kind beside the
 * flat one, a validity window, a scope (venues, grade groups, tickets and/or kits), a per-contact
 * limit and a minimum amount. A null scope list means "every": existing coupons keep working as before.
 * Usages record the phone, and whether a cancelled booking gave the use back, so per-contact
 * limits count only uses still spent.
 */
export class CouponRules1795795091287 implements MigrationInterface {
  name = 'CouponRules1795795091287';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE coupons
        ADD COLUMN kind text NOT NULL DEFAULT 'flat',
        ADD COLUMN percent_off integer,
        ADD COLUMN valid_from timestamptz,
        ADD COLUMN valid_until timestamptz,
        ADD COLUMN venue_ids integer[],
        ADD COLUMN grade_groups text[],
        ADD COLUMN applies_to_tickets boolean NOT NULL DEFAULT true,
        ADD COLUMN applies_to_kits boolean NOT NULL DEFAULT true,
        ADD COLUMN per_contact_limit integer,
        ADD COLUMN min_amount_paise integer NOT NULL DEFAULT 0,
        DROP CONSTRAINT coupons_discount_amount_check,
        ADD CONSTRAINT coupons_discount_of_its_kind CHECK (
          (kind = 'flat' AND discount_amount >= 1 AND percent_off IS NULL)
          OR (kind = 'percent' AND discount_amount = 0 AND percent_off BETWEEN 1 AND 100)),
        ADD CONSTRAINT coupons_window_in_order CHECK (valid_from IS NULL OR valid_until IS NULL OR valid_from < valid_until),
        ADD CONSTRAINT coupons_applies_to_something CHECK (applies_to_tickets OR applies_to_kits),
        ADD CONSTRAINT coupons_per_contact_limit_positive CHECK (per_contact_limit IS NULL OR per_contact_limit >= 1),
        ADD CONSTRAINT coupons_min_amount_not_negative CHECK (min_amount_paise >= 0)`);
    await q.query(`CREATE INDEX coupons_code_prefix_idx ON coupons (code text_pattern_ops)`);
    await q.query(`
      ALTER TABLE coupon_usages
        ADD COLUMN phone text,
        ADD COLUMN given_back boolean NOT NULL DEFAULT false`);
    await q.query(`CREATE INDEX coupon_usages_contact_phone_idx ON coupon_usages (coupon_id, phone)`);
    await q.query(`CREATE INDEX coupon_usages_contact_email_idx ON coupon_usages (coupon_id, lower(email))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX coupon_usages_contact_email_idx`);
    await q.query(`DROP INDEX coupon_usages_contact_phone_idx`);
    await q.query(`ALTER TABLE coupon_usages DROP COLUMN given_back, DROP COLUMN phone`);
    await q.query(`DROP INDEX coupons_code_prefix_idx`);
    await q.query(`DELETE FROM coupons WHERE kind = 'percent'`);
    await q.query(`
      ALTER TABLE coupons
        DROP CONSTRAINT coupons_min_amount_not_negative,
        DROP CONSTRAINT coupons_per_contact_limit_positive,
        DROP CONSTRAINT coupons_applies_to_something,
        DROP CONSTRAINT coupons_window_in_order,
        DROP CONSTRAINT coupons_discount_of_its_kind,
        ADD CONSTRAINT coupons_discount_amount_check CHECK (discount_amount >= 1),
        DROP COLUMN min_amount_paise,
        DROP COLUMN per_contact_limit,
        DROP COLUMN applies_to_kits,
        DROP COLUMN applies_to_tickets,
        DROP COLUMN grade_groups,
        DROP COLUMN venue_ids,
        DROP COLUMN valid_until,
        DROP COLUMN valid_from,
        DROP COLUMN percent_off,
        DROP COLUMN kind`);
  }
}
