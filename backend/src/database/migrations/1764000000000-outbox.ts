import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The outbox (backend/src/outbox/README.md): work that must happen after a commit, recorded in the
 * same transaction as its cause and re-driven until done. Paid bookings still waiting for their
 * QR code get an item, so nothing confirmed before this release is left behind.
 */
export class Outbox1764000000000 implements MigrationInterface {
  name = 'Outbox1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE outbox_items (
        id bigserial PRIMARY KEY,
        kind text NOT NULL,
        key text NOT NULL,
        payload jsonb NOT NULL DEFAULT '{}',
        cause text NOT NULL,
        state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'done')),
        attempts integer NOT NULL DEFAULT 0,
        generation integer NOT NULL DEFAULT 1,
        last_error text,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        created_at timestamptz NOT NULL DEFAULT now(),
        done_at timestamptz,
        CONSTRAINT outbox_items_kind_key UNIQUE (kind, key)
      )`);
    await q.query(`CREATE INDEX outbox_items_due_idx ON outbox_items (next_attempt_at) WHERE state = 'pending'`);
    await q.query(`
      INSERT INTO outbox_items (kind, key, payload, cause)
      SELECT 'qr.render', booking_id, jsonb_build_object('bookingId', booking_id), 'booking ' || booking_id || ' paid before the outbox existed'
      FROM registrations WHERE payment_status = 'paid' AND simple_qr_code_url IS NULL
      ON CONFLICT DO NOTHING`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE outbox_items');
  }
}
