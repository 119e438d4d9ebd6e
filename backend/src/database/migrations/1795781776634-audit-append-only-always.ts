import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit log's append-only triggers (migration 1764300000000) fire even under
 * `session_replication_role = replica`, which skips ordinary triggers: a session that sets it
 * could otherwise rewrite or delete audit entries (backend/src/audit/README.md).
 */
export class AuditAppendOnlyAlways1795781776634 implements MigrationInterface {
  name = 'AuditAppendOnlyAlways1795781776634';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE audit_events ENABLE ALWAYS TRIGGER audit_events_no_update_delete`);
    await q.query(`ALTER TABLE audit_events ENABLE ALWAYS TRIGGER audit_events_no_truncate`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE audit_events ENABLE TRIGGER audit_events_no_update_delete`);
    await q.query(`ALTER TABLE audit_events ENABLE TRIGGER audit_events_no_truncate`);
  }
}
