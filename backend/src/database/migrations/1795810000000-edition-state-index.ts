import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The edition index also holds each booking's state columns and id, so the bookings desk counts an
 * edition's bookings in a state (`?status=paid`: 85,000 of 100,000) and joins them to their
 * check-ins (`?checkedIn=true`) from the index alone, without reading the table
 * (backend/src/bookings-desk/README.md, "Speed").
 */
export class EditionStateIndex1795810000000 implements MigrationInterface {
  name = 'EditionStateIndex1795810000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX registrations_edition_idx`);
    await q.query(
      `CREATE INDEX registrations_edition_idx ON registrations (edition_id, payment_status, refund_due, id)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX registrations_edition_idx`);
    await q.query(`CREATE INDEX registrations_edition_idx ON registrations (edition_id)`);
  }
}
