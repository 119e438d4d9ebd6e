import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A coupon may be limited to one edition (issue 27, backend/src/coupons/README.md): null applies
 * to every edition, so existing coupons keep working as before. An edition with coupons scoped to
 * it cannot be deleted (editions are archived, never deleted).
 */
export class CouponEditionScope1795798340083 implements MigrationInterface {
  name = 'CouponEditionScope1795798340083';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE coupons ADD COLUMN edition_id integer REFERENCES editions(id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE coupons DROP COLUMN edition_id`);
  }
}
