import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A retried booking or order finds its live hold by contact and what it is for
 * (registrations/retried-bookings.ts, orders/retried-orders.ts); only pending rows are indexed.
 */
export class RetryIndexes1795601619706 implements MigrationInterface {
  name = 'RetryIndexes1795601619706';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX registrations_retry_idx ON registrations (phone_number, venue_id, lower(child_name)) WHERE payment_status = 'pending'`,
    );
    await q.query(
      `CREATE INDEX orders_retry_idx ON orders (customer_phone, product_id) WHERE payment_status = 'pending'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX orders_retry_idx`);
    await q.query(`DROP INDEX registrations_retry_idx`);
  }
}
