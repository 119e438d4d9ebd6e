import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Unpaid holds no longer move a price (docs/security.md "Prices: unpaid holds move none"): an
 * early-bird place and a coupon use are taken when a payment is captured, not when a hold opens.
 * A booking keeps the tier it was quoted (`early_bird_quoted`); a capture that found the places
 * gone honours it and says so (`early_bird_over_limit`), as a coupon usage beyond the coupon's
 * limit does (`coupon_usages.over_limit`).
 *
 * Live holds took their place and coupon use under the old rule: both go back to the counters
 * here, and their `holds_*` flags are cleared, so each is taken again (or counted over the limit)
 * when that hold's payment is captured.
 */
export class PriceMovesAtCapture1795781750621 implements MigrationInterface {
  name = 'PriceMovesAtCapture1795781750621';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE registrations ADD COLUMN early_bird_quoted boolean NOT NULL DEFAULT false,
         ADD COLUMN early_bird_over_limit boolean NOT NULL DEFAULT false`,
    );
    await q.query(`ALTER TABLE coupon_usages ADD COLUMN over_limit boolean NOT NULL DEFAULT false`);
    // The dashboard counts them; rare, so the index costs the other bookings nothing.
    await q.query(
      `CREATE INDEX registrations_early_bird_over_limit_idx ON registrations (id) WHERE early_bird_over_limit`,
    );
    // Expired holds gave their place back; a ticket price of the early-bird tier tells their quote.
    await q.query(
      `UPDATE registrations SET early_bird_quoted = true
       WHERE holds_early_bird OR (NOT takeaway_kit AND original_amount = 34900)`,
    );
    await q.query(
      `UPDATE counters SET value = greatest(0, value - (
         SELECT count(*) FROM registrations WHERE payment_status = 'pending' AND holds_early_bird))
       WHERE key = 'early_bird'`,
    );
    await q.query(
      `UPDATE coupons c SET used_count = greatest(0, c.used_count - held.uses)
       FROM (SELECT upper(trim(coupon_code)) AS code, count(*)::int AS uses FROM registrations
             WHERE payment_status = 'pending' AND holds_coupon GROUP BY 1) held
       WHERE c.code = held.code`,
    );
    await q.query(
      `UPDATE registrations SET holds_early_bird = false, holds_coupon = false
       WHERE payment_status = 'pending' AND (holds_early_bird OR holds_coupon)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX registrations_early_bird_over_limit_idx`);
    await q.query(`ALTER TABLE coupon_usages DROP COLUMN over_limit`);
    await q.query(`ALTER TABLE registrations DROP COLUMN early_bird_over_limit, DROP COLUMN early_bird_quoted`);
  }
}
