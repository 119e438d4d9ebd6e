import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payments the gateway reported that did not match what we charged (backend/src/payments/README.md):
 * kept for staff, never confirmed. One row per payment and source (webhook, verify, reconcile).
 */
export class PaymentMismatches1764000200000 implements MigrationInterface {
  name = 'PaymentMismatches1764000200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE payment_mismatches (
        id bigserial PRIMARY KEY,
        source text NOT NULL CHECK (source IN ('webhook', 'verify', 'reconcile')),
        gateway_order_id text NOT NULL,
        payment_id text NOT NULL,
        subject_type text NOT NULL,
        expected_paise integer NOT NULL,
        amount integer NOT NULL,
        currency text NOT NULL,
        status text NOT NULL,
        reasons text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT payment_mismatches_once UNIQUE (payment_id, source)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE payment_mismatches');
  }
}
