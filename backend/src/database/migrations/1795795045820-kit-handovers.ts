import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Takeaway kits handed over at the door (backend/src/check-in/README.md, "Kits"): one row per
 * booking (the primary key is the booking, so two doors handing over the same kit write one row);
 * an undo deletes it.
 */
export class KitHandovers1795795045820 implements MigrationInterface {
  name = 'KitHandovers1795795045820';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE kit_handovers (
        registration_id integer PRIMARY KEY REFERENCES registrations(id) ON DELETE CASCADE,
        venue_id integer NOT NULL REFERENCES venues(id) ON DELETE RESTRICT,
        client_id uuid NOT NULL,
        device_id text NOT NULL,
        staff_id integer,
        staff_name text NOT NULL,
        handed_at timestamptz NOT NULL,
        offline boolean NOT NULL DEFAULT false
      )`);
    await q.query(`CREATE INDEX kit_handovers_venue_idx ON kit_handovers (venue_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE kit_handovers`);
  }
}
