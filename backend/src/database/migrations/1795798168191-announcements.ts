import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Announcements to parents (backend/src/announcements/README.md): the announcement, one
 * recipient row per contact and channel (its primary key is what makes each send happen once),
 * the addresses that unsubscribed, and each provider's next free sending slot (the throttle).
 */
export class Announcements1795798168191 implements MigrationInterface {
  name = 'Announcements1795798168191';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE announcements (
        id serial PRIMARY KEY,
        audience jsonb NOT NULL,
        channels text[] NOT NULL,
        subject text NOT NULL,
        body text NOT NULL,
        send_at timestamptz NOT NULL DEFAULT now(),
        state text NOT NULL DEFAULT 'scheduled' CHECK (state IN ('scheduled', 'expanding', 'queued')),
        last_contact text,
        created_by text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE announcement_recipients (
        announcement_id integer NOT NULL REFERENCES announcements(id) ON DELETE CASCADE,
        contact text NOT NULL,
        channel text NOT NULL CHECK (channel IN ('email', 'whatsapp')),
        message_id bigint REFERENCES messages(id) ON DELETE SET NULL,
        opted_out boolean NOT NULL DEFAULT false,
        PRIMARY KEY (announcement_id, contact, channel)
      )`);
    await q.query(`
      CREATE TABLE announcement_opt_outs (
        address text PRIMARY KEY,
        source text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE announcement_send_slots (
        channel text PRIMARY KEY,
        next_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE announcement_send_slots`);
    await q.query(`DROP TABLE announcement_opt_outs`);
    await q.query(`DROP TABLE announcement_recipients`);
    await q.query(`DROP TABLE announcements`);
  }
}
