import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Indexes behind GET /api/admin/registrations (backend/src/bookings-desk/README.md). */
export class BookingsDeskIndexes1764300100000 implements MigrationInterface {
  name = 'BookingsDeskIndexes1764300100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX registrations_created_idx ON registrations (created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX registrations_venue_created_idx ON registrations (venue_id, created_at DESC, id DESC)`);
    await q.query(
      `CREATE INDEX registrations_status_created_idx ON registrations (payment_status, created_at DESC, id DESC)`,
    );
    await q.query(`CREATE INDEX registrations_phone_idx ON registrations (phone_number)`);
    await q.query(`CREATE INDEX registrations_email_idx ON registrations (lower(email))`);
    await q.query(
      `CREATE INDEX registrations_payment_id_idx ON registrations (payment_id) WHERE payment_id IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX registrations_names_idx ON registrations USING gin (to_tsvector('simple', parent_name || ' ' || child_name))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const name of ['created', 'venue_created', 'status_created', 'phone', 'email', 'payment_id', 'names']) {
      await q.query(`DROP INDEX registrations_${name}_idx`);
    }
  }
}
