import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLES = ['registrations', 'orders', 'waitlist_entries', 'messages'] as const;

/**
 * The language a parent booked, ordered or joined a waiting list in (issue 31, docs/decisions.md,
 * Languages): their messages are written in it. Each message keeps the language it is written in
 * (its booking's or order's, or the one its request was made in: a one-time code, a waiting-list
 * offer). Rows before this are English, as they were sent.
 */
export class ParentLanguage1795806831881 implements MigrationInterface {
  name = 'ParentLanguage1795806831881';

  async up(q: QueryRunner): Promise<void> {
    for (const table of TABLES)
      await q.query(
        `ALTER TABLE ${table} ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'hi', 'mr'))`,
      );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of TABLES) await q.query(`ALTER TABLE ${table} DROP COLUMN language`);
  }
}
