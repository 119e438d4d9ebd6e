import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which staff member asked for a refund, and in which role (backend/src/payments/refunds/README.md):
 * the staff refund limits add up a non-owner's refunds per payment and per day, and the owner's
 * daily digest lists them. Refunds from before have neither (the system's, or unknown).
 */
export class RefundsByStaff1795781776633 implements MigrationInterface {
  name = 'RefundsByStaff1795781776633';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE refunds ADD COLUMN staff_id integer, ADD COLUMN staff_role text`);
    await q.query(`CREATE INDEX refunds_staff_idx ON refunds (staff_id, created_at) WHERE staff_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX refunds_staff_idx`);
    await q.query(`ALTER TABLE refunds DROP COLUMN staff_role, DROP COLUMN staff_id`);
  }
}
