import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The reports (backend/src/reports/README.md) read payments by the day they were captured and
 * holds by the day they started; these indexes keep a range's rows together.
 */
export class ReportIndexes1764600000000 implements MigrationInterface {
  name = 'ReportIndexes1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX registrations_paid_at_idx ON registrations (paid_at) WHERE paid_at IS NOT NULL`);
    await q.query(`CREATE INDEX registrations_created_at_idx ON registrations (created_at)`);
    await q.query(`CREATE INDEX orders_paid_at_idx ON orders (paid_at) WHERE paid_at IS NOT NULL`);
    await q.query(`CREATE INDEX orders_created_at_idx ON orders (created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const index of [
      'orders_created_at_idx',
      'orders_paid_at_idx',
      'registrations_created_at_idx',
      'registrations_paid_at_idx',
    ]) {
      await q.query(`DROP INDEX IF EXISTS ${index}`);
    }
  }
}
