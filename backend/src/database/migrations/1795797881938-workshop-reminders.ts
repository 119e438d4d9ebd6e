import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Automatic reminders and venue change notices (backend/src/reminders/README.md): an edition's
 * reminder offsets and what-to-bring text; `booking_reminders`, one row per booking and reminder
 * sent (inserted with its messages, so each goes once); a venue's calendar SEQUENCE, raised by
 * every change of its start, end or address so the `.ics` sent with the notice updates the event.
 */
export class WorkshopReminders1795797881938 implements MigrationInterface {
  name = 'WorkshopReminders1795797881938';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE editions
        ADD COLUMN reminders jsonb NOT NULL DEFAULT '[{"hoursBefore": 48}, {"dayOfAt": "07:00"}]',
        ADD COLUMN what_to_bring text NOT NULL DEFAULT ''`);
    await q.query(`ALTER TABLE venues ADD COLUMN calendar_sequence integer NOT NULL DEFAULT 0`);
    await q.query(`
      CREATE TABLE booking_reminders (
        registration_id integer NOT NULL REFERENCES registrations (id) ON DELETE CASCADE,
        reminder text NOT NULL,
        queued_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (registration_id, reminder)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE booking_reminders`);
    await q.query(`ALTER TABLE venues DROP COLUMN calendar_sequence`);
    await q.query(`ALTER TABLE editions DROP COLUMN reminders, DROP COLUMN what_to_bring`);
  }
}
