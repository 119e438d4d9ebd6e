import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The hold statement looks for the live hold a booking repeats (registrations/retried-bookings.ts)
 * as a prepared statement, so PostgreSQL soon plans it once for any values. With the expiry in the
 * retry index, "the latest live hold for this phone, venue and child" is one backward step in it;
 * without, that generic plan walked every pending hold by expiry (measured: bookings at half speed).
 */
export class RetryIndexWithExpiry1795603500000 implements MigrationInterface {
  name = 'RetryIndexWithExpiry1795603500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX registrations_retry_idx`);
    await q.query(
      `CREATE INDEX registrations_retry_idx ON registrations (phone_number, venue_id, lower(child_name), hold_expires_at)
       WHERE payment_status = 'pending'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX registrations_retry_idx`);
    await q.query(
      `CREATE INDEX registrations_retry_idx ON registrations (phone_number, venue_id, lower(child_name)) WHERE payment_status = 'pending'`,
    );
  }
}
