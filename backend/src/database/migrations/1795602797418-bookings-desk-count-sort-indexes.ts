import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The bookings list's exact `total` for a status is an index-only count on a one-column index
 * (deduplicated, so a fraction of the size of the (status, created_at, id) one); sorting by a
 * parent's or child's name reads its page from an index instead of sorting every match
 * (backend/src/bookings-desk/README.md, "Speed", with the insert cost measured).
 */
export class BookingsDeskCountSortIndexes1795602797418 implements MigrationInterface {
  name = 'BookingsDeskCountSortIndexes1795602797418';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX registrations_status_idx ON registrations (payment_status)`);
    await q.query(`CREATE INDEX registrations_parent_name_idx ON registrations (parent_name, id)`);
    await q.query(`CREATE INDEX registrations_child_name_idx ON registrations (child_name, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX registrations_child_name_idx`);
    await q.query(`DROP INDEX registrations_parent_name_idx`);
    await q.query(`DROP INDEX registrations_status_idx`);
  }
}
