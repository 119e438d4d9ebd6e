import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Refunds (backend/src/payments/refunds/README.md): one row per refund asked for, and per payment
 * a counter row whose CHECK keeps the total refunded within what was captured. Refunds the old
 * code recorded on registrations and orders are carried over; those still due are asked again.
 */
export class Refunds1764000100000 implements MigrationInterface {
  name = 'Refunds1764000100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE payment_refund_totals (
        payment_id text PRIMARY KEY,
        captured_paise integer NOT NULL CHECK (captured_paise > 0),
        refunded_paise integer NOT NULL DEFAULT 0,
        CONSTRAINT payment_refunds_within_captured CHECK (refunded_paise >= 0 AND refunded_paise <= captured_paise)
      )`);
    await q.query(`
      CREATE TABLE refunds (
        id bigserial PRIMARY KEY,
        subject_type text NOT NULL CHECK (subject_type IN ('registration', 'order')),
        subject_id text NOT NULL,
        payment_id text NOT NULL REFERENCES payment_refund_totals (payment_id),
        amount_paise integer NOT NULL CHECK (amount_paise > 0),
        reason text NOT NULL,
        requested_by text NOT NULL,
        key text NOT NULL UNIQUE,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'processed', 'failed')),
        gateway_refund_id text UNIQUE,
        failure text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        processed_at timestamptz
      )`);
    await q.query(`CREATE INDEX refunds_subject_idx ON refunds (subject_type, subject_id)`);

    // Carried over: refunds made (refund_id) or due (refund_due) under the old per-row columns.
    for (const [table, type, idColumn] of [
      ['registrations', 'registration', 'booking_id'],
      ['orders', 'order', 'order_id'],
    ] as const) {
      await q.query(`
        INSERT INTO payment_refund_totals (payment_id, captured_paise, refunded_paise)
        SELECT payment_id, total_amount, total_amount FROM ${table}
        WHERE payment_id IS NOT NULL AND total_amount > 0 AND (refund_id IS NOT NULL OR refund_due)
        ON CONFLICT DO NOTHING`);
      await q.query(`
        INSERT INTO refunds (subject_type, subject_id, payment_id, amount_paise, reason, requested_by, key, status, gateway_refund_id, processed_at)
        SELECT '${type}', ${idColumn}, payment_id, total_amount, 'late payment, nothing left to sell', 'system',
               'late-payment:' || payment_id, CASE WHEN refund_id IS NULL THEN 'pending' ELSE 'processed' END, refund_id,
               CASE WHEN refund_id IS NULL THEN NULL ELSE updated_at END
        FROM ${table}
        WHERE payment_id IS NOT NULL AND total_amount > 0 AND (refund_id IS NOT NULL OR refund_due)
        ON CONFLICT DO NOTHING`);
    }
    await q.query(`
      INSERT INTO outbox_items (kind, key, payload, cause)
      SELECT 'refund.execute', id::text, jsonb_build_object('refundId', id::text), reason || ' (carried over)'
      FROM refunds WHERE status = 'pending'
      ON CONFLICT DO NOTHING`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE refunds');
    await q.query('DROP TABLE payment_refund_totals');
  }
}
