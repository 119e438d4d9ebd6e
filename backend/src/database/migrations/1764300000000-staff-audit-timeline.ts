import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Named staff with roles (backend/src/staff/README.md), the append-only audit log and the
 * explicit timeline events of bookings and orders (backend/src/audit/README.md).
 */
export class StaffAuditTimeline1764300000000 implements MigrationInterface {
  name = 'StaffAuditTimeline1764300000000';

  async up(q: QueryRunner): Promise<void> {
    // Existing users (the admin) keep signing in as the owner.
    await q.query(`
      ALTER TABLE users
        ADD COLUMN role text NOT NULL DEFAULT 'owner' CHECK (role IN ('owner', 'desk', 'door', 'store')),
        ADD COLUMN is_active boolean NOT NULL DEFAULT true,
        ADD COLUMN invite_token_hash text UNIQUE,
        ADD COLUMN invite_expires_at timestamptz`);
    await q.query(`ALTER TABLE users ALTER COLUMN role SET DEFAULT 'desk'`);

    await q.query(`
      CREATE TABLE audit_events (
        id bigserial PRIMARY KEY,
        staff_id integer,
        actor_name text NOT NULL,
        role text,
        action text NOT NULL,
        target_type text NOT NULL,
        target_id text,
        before jsonb,
        after jsonb,
        ip text,
        user_agent text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX audit_events_created_idx ON audit_events (created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX audit_events_target_idx ON audit_events (target_type, target_id)`);
    await q.query(`CREATE INDEX audit_events_staff_idx ON audit_events (staff_id, created_at DESC)`);
    await q.query(`
      CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await q.query(`
      CREATE TRIGGER audit_events_no_update_delete BEFORE UPDATE OR DELETE ON audit_events
        FOR EACH ROW EXECUTE FUNCTION audit_events_append_only()`);
    await q.query(`
      CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events
        FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only()`);

    await q.query(`
      CREATE TABLE timeline_events (
        id bigserial PRIMARY KEY,
        subject_type text NOT NULL CHECK (subject_type IN ('registration', 'order')),
        subject_id integer NOT NULL,
        kind text NOT NULL,
        actor jsonb NOT NULL,
        data jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX timeline_events_subject_idx ON timeline_events (subject_type, subject_id, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE timeline_events`);
    await q.query(`DROP TABLE audit_events`);
    await q.query(`DROP FUNCTION audit_events_append_only()`);
    await q.query(
      `ALTER TABLE users DROP COLUMN role, DROP COLUMN is_active, DROP COLUMN invite_token_hash, DROP COLUMN invite_expires_at`,
    );
  }
}
