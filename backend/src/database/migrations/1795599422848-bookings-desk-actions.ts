import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The bookings desk's actions (backend/src/bookings-desk/README.md): the `cancelled` status,
 * every payment report per gateway order (the booking timeline's attempts, webhooks and
 * reconciliation), idempotent desk writes, and owner settings (the desk's refund limit).
 */
export class BookingsDeskActions1795599422848 implements MigrationInterface {
  name = 'BookingsDeskActions1795599422848';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE registrations DROP CONSTRAINT registrations_payment_status_check`);
    await q.query(`ALTER TABLE registrations ADD CONSTRAINT registrations_payment_status_check
      CHECK (payment_status IN ('pending', 'paid', 'expired', 'refunded', 'cancelled'))`);

    await q.query(`
      CREATE TABLE payment_reports (
        id bigserial PRIMARY KEY,
        gateway_order_id text NOT NULL,
        payment_id text,
        source text NOT NULL CHECK (source IN ('webhook', 'verify', 'reconcile')),
        event text,
        status text,
        amount integer,
        outcome text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX payment_reports_order_idx ON payment_reports (gateway_order_id, created_at)`);
    // A booking's timeline reads its refused and undone scans.
    await q.query(
      `CREATE INDEX check_in_scans_registration_idx ON check_in_scans (registration_id) WHERE registration_id IS NOT NULL`,
    );

    await q.query(`
      CREATE TABLE idempotent_requests (
        key text NOT NULL,
        scope text NOT NULL,
        fingerprint text NOT NULL,
        status integer,
        response json,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (scope, key)
      )`);

    await q.query(`
      CREATE TABLE owner_settings (
        key text PRIMARY KEY,
        value jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE owner_settings`);
    await q.query(`DROP TABLE idempotent_requests`);
    await q.query(`DROP INDEX check_in_scans_registration_idx`);
    await q.query(`DROP TABLE payment_reports`);
    await q.query(`ALTER TABLE registrations DROP CONSTRAINT registrations_payment_status_check`);
    await q.query(`ALTER TABLE registrations ADD CONSTRAINT registrations_payment_status_check
      CHECK (payment_status IN ('pending', 'paid', 'expired', 'refunded'))`);
  }
}
