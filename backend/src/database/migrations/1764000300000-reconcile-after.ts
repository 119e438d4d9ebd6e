import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When reconciliation should next ask the gateway about a booking's or order's gateway order
 * (backend/src/payments/README.md); NULL once it has a settled outcome (a payment recorded, or
 * proven unpaid). Unsettled rows of any age stay due.
 */
export class ReconcileAfter1764000300000 implements MigrationInterface {
  name = 'ReconcileAfter1764000300000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['registrations', 'orders']) {
      await q.query(`ALTER TABLE ${table} ADD COLUMN reconcile_after timestamptz DEFAULT now()`);
      await q.query(
        `UPDATE ${table} SET reconcile_after = NULL WHERE payment_id IS NOT NULL OR gateway_order_id IS NULL`,
      );
      await q.query(
        `CREATE INDEX ${table}_unsettled_idx ON ${table} (hold_expires_at) WHERE payment_id IS NULL AND reconcile_after IS NOT NULL`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['registrations', 'orders']) await q.query(`ALTER TABLE ${table} DROP COLUMN reconcile_after`);
  }
}
