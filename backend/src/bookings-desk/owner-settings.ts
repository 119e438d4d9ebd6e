import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { Actor } from '../audit/actor.js';
import { AuditLog } from '../audit/audit-log.js';
import { execute, maybeOne } from '../common/sql.js';

/** The owner's settings kept in `owner_settings` (one JSON value per key); each change audited as `settings.update`. */
@Injectable()
export class OwnerSettings {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly auditLog: AuditLog,
  ) {}

  async get<T>(key: string, fallback: T, manager: EntityManager = this.db.manager): Promise<T> {
    const row = await maybeOne<{ value: T }>(manager, `SELECT value FROM owner_settings WHERE key = $1`, [key]);
    return row ? row.value : fallback;
  }

  /** Stores the value and audits the change, as the screen shows the setting before and after. */
  set(key: string, value: unknown, change: { before: object; after: object }, actor: Actor): Promise<void> {
    return this.db.transaction(async (manager) => {
      await execute(
        manager,
        `INSERT INTO owner_settings (key, value) VALUES ($1, $2)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`,
        [key, JSON.stringify(value)],
      );
      await this.auditLog.record(manager, {
        actor,
        action: 'settings.update',
        target: { type: 'setting', id: key },
        ...change,
      });
    });
  }
}
