import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A refund the gateway did not answer (timed out or unreachable) stays pending and is asked again
 * by the outbox; when that first happened, and what the call said, is kept for the timeline
 * (backend/src/payments/refunds/README.md).
 */
export class RefundTimeouts1795602617011 implements MigrationInterface {
  name = 'RefundTimeouts1795602617011';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE refunds ADD COLUMN timed_out_at timestamptz, ADD COLUMN timeout text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE refunds DROP COLUMN timeout, DROP COLUMN timed_out_at`);
  }
}
