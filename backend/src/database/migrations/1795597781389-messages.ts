import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One `messages` outbox for e-mail and WhatsApp (backend/src/messages/README.md): at most one
 * message per event and channel. The old WhatsApp-only notification_outbox rows move into it.
 * `whatsapp_windows` remembers when each number last wrote to us (free text only within 24 hours).
 */
export class Messages1795597781389 implements MigrationInterface {
  name = 'Messages1795597781389';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE messages (
        id bigserial PRIMARY KEY,
        channel text NOT NULL CHECK (channel IN ('email', 'whatsapp')),
        template text NOT NULL,
        event_key text NOT NULL,
        recipient text NOT NULL,
        booking_id text,
        order_id text,
        params jsonb NOT NULL DEFAULT '{}',
        subject text,
        body_text text,
        body_html text,
        payload jsonb,
        state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'sent', 'failed', 'held')),
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        provider_id text,
        delivery_status text CHECK (delivery_status IN ('sent', 'delivered', 'read', 'failed')),
        delivery_status_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        UNIQUE (event_key, channel)
      )`);
    await q.query(`CREATE INDEX messages_created_idx ON messages (created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX messages_state_idx ON messages (state, created_at DESC)`);
    await q.query(`CREATE INDEX messages_booking_idx ON messages (booking_id) WHERE booking_id IS NOT NULL`);
    await q.query(`CREATE INDEX messages_order_idx ON messages (order_id) WHERE order_id IS NOT NULL`);
    await q.query(`CREATE UNIQUE INDEX messages_provider_idx ON messages (provider_id) WHERE provider_id IS NOT NULL`);
    await q.query(`
      INSERT INTO messages (channel, template, event_key, recipient, booking_id, order_id, body_text, state,
                            attempts, last_error, provider_id, delivery_status, created_at, sent_at)
      SELECT 'whatsapp',
             CASE WHEN dedupe_key LIKE 'order-%' THEN 'order_confirmed' ELSE 'booking_confirmed' END,
             CASE WHEN dedupe_key LIKE 'order-%' THEN 'order_confirmed:' || substr(dedupe_key, 7)
                  WHEN dedupe_key LIKE 'booking-%' THEN 'booking_confirmed:' || substr(dedupe_key, 9)
                  ELSE 'legacy:' || dedupe_key END,
             recipient,
             CASE WHEN dedupe_key LIKE 'booking-%' THEN substr(dedupe_key, 9) END,
             CASE WHEN dedupe_key LIKE 'order-%' THEN substr(dedupe_key, 7) END,
             body,
             CASE status WHEN 'outbox' THEN 'held' ELSE status END,
             CASE status WHEN 'outbox' THEN 0 ELSE 1 END, error, provider_message_id,
             CASE status WHEN 'sent' THEN 'sent' END, created_at, sent_at
      FROM notification_outbox`);
    await q.query(`DROP TABLE notification_outbox`);
    // Confirmations still waiting in the outbox under their old kinds become messages (sent ones above are kept).
    await q.query(`
      INSERT INTO messages (channel, template, event_key, recipient, booking_id)
      SELECT c.channel, 'booking_confirmed', 'booking_confirmed:' || r.booking_id, c.recipient, r.booking_id
      FROM outbox_items o JOIN registrations r ON r.booking_id = o.key
      CROSS JOIN LATERAL (VALUES ('email', r.email), ('whatsapp', ltrim(r.phone_number, '+'))) AS c(channel, recipient)
      WHERE o.kind = 'booking.confirmation' AND o.state = 'pending' AND c.recipient <> ''
      ON CONFLICT (event_key, channel) DO NOTHING`);
    await q.query(`
      INSERT INTO messages (channel, template, event_key, recipient, order_id)
      SELECT 'whatsapp', 'order_confirmed', 'order_confirmed:' || d.order_id, ltrim(d.customer_phone, '+'), d.order_id
      FROM outbox_items o JOIN orders d ON d.order_id = o.key
      WHERE o.kind = 'order.confirmation' AND o.state = 'pending' AND d.customer_phone IS NOT NULL
      ON CONFLICT (event_key, channel) DO NOTHING`);
    await q.query(`
      INSERT INTO outbox_items (kind, key, payload, cause)
      SELECT 'message.send', id::text, jsonb_build_object('messageId', id::text), template || ' ' || channel || ' (moved from the old confirmation kinds)'
      FROM messages WHERE state = 'queued'
      ON CONFLICT (kind, key) DO NOTHING`);
    await q.query(
      `UPDATE outbox_items SET state = 'done', done_at = now() WHERE kind IN ('booking.confirmation', 'order.confirmation') AND state = 'pending'`,
    );
    await q.query(`
      CREATE TABLE whatsapp_windows (
        wa_id text PRIMARY KEY,
        last_inbound_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE whatsapp_windows`);
    await q.query(`
      CREATE TABLE notification_outbox (
        id serial PRIMARY KEY,
        dedupe_key text NOT NULL UNIQUE,
        channel text NOT NULL DEFAULT 'whatsapp',
        recipient text NOT NULL,
        body text NOT NULL,
        status text NOT NULL CHECK (status IN ('outbox', 'sent', 'failed')),
        provider_message_id text,
        error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz
      )`);
    await q.query(`DROP TABLE messages`);
  }
}
