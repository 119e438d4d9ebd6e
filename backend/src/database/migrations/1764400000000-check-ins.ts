import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Door check-in (backend/src/check-in/README.md): one `check_ins` row per admitted booking (the
 * primary key is the booking, so a second admission cannot be written), and every scan, manual
 * admission and undo in `check_in_scans`, unique per device-made `client_id` so a retry is
 * answered from the stored answer instead of being counted twice.
 */
export class CheckIns1764400000000 implements MigrationInterface {
  name = 'CheckIns1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE check_ins (
        registration_id integer PRIMARY KEY REFERENCES registrations(id) ON DELETE CASCADE,
        venue_id integer NOT NULL REFERENCES venues(id) ON DELETE RESTRICT,
        client_id uuid NOT NULL UNIQUE,
        device_id text NOT NULL,
        staff_id integer,
        staff_name text NOT NULL,
        checked_in_at timestamptz NOT NULL,
        offline boolean NOT NULL DEFAULT false
      )`);
    await q.query(`CREATE INDEX check_ins_venue_idx ON check_ins (venue_id)`);

    await q.query(`
      CREATE TABLE check_in_scans (
        id bigserial PRIMARY KEY,
        client_id uuid NOT NULL UNIQUE,
        venue_id integer NOT NULL REFERENCES venues(id) ON DELETE CASCADE,
        device_id text NOT NULL,
        staff_id integer,
        staff_name text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('scan', 'manual', 'undo')),
        code text,
        booking_id text,
        registration_id integer,
        outcome text NOT NULL CHECK (outcome IN ('admit', 'already', 'duplicate', 'refused', 'undone')),
        reason text,
        answer jsonb NOT NULL,
        offline boolean NOT NULL DEFAULT false,
        scanned_at timestamptz NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX check_in_scans_venue_idx ON check_in_scans (venue_id, received_at)`);
    await q.query(
      `CREATE INDEX check_in_scans_offline_idx ON check_in_scans (venue_id, registration_id) WHERE offline`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE check_in_scans`);
    await q.query(`DROP TABLE check_ins`);
  }
}
