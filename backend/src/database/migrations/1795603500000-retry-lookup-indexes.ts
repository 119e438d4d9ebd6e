import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every booking first looks for the live hold it may repeat (registrations/retried-bookings.ts).
 * Planned against statistics that lag a sale, above all at its start, PostgreSQL often served that
 * lookup from an index that reads every pending hold or every booking of the venue: measured in the
 * bench's rush, 1,484 lookups read 739 k entries of registrations_status_idx, and with that index
 * out of the way 1,521 lookups read 724 k of registrations_venue_idx. The lookup now takes the
 * phone's bookings first, on their own, where registrations_phone_idx is the only index that fits;
 * the retry index is no longer used, and one index fewer is one write fewer per booking. Store orders
 * look for their retries the same way (orders_customer_phone_idx), so orders_retry_idx goes too.
 */
export class RetryLookupIndexes1795603500000 implements MigrationInterface {
  name = 'RetryLookupIndexes1795603500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX registrations_retry_idx`);
    await q.query(`DROP INDEX orders_retry_idx`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX orders_retry_idx ON orders (customer_phone, product_id) WHERE payment_status = 'pending'`,
    );
    await q.query(
      `CREATE INDEX registrations_retry_idx ON registrations (phone_number, venue_id, lower(child_name)) WHERE payment_status = 'pending'`,
    );
  }
}
