import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A parent's "sign out on all devices" (backend/src/my-booking/parent-session.ts): each session
 * cookie carries its contact's generation when it was opened, and ending all sessions moves the
 * generation on, so every cookie opened before stops working at once.
 */
export class ParentSessionGenerations1795781811354 implements MigrationInterface {
  name = 'ParentSessionGenerations1795781811354';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE parent_session_generations (
      contact_kind text NOT NULL CHECK (contact_kind IN ('phone', 'email')),
      contact text NOT NULL,
      generation integer NOT NULL CHECK (generation > 0),
      PRIMARY KEY (contact_kind, contact)
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE parent_session_generations`);
  }
}
