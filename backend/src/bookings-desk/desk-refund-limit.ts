import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { formatPaise, type DeskRefundLimit } from '@robo/domain';
import type { DataSource, EntityManager } from 'typeorm';
import type { Actor } from '../audit/actor.js';
import { AuditLog } from '../audit/audit-log.js';
import { deskError } from './bookings-desk.errors.js';
import { execute, maybeOne } from '../common/sql.js';

const SETTING = 'desk_refund_limit_paise';

/** Until the owner sets one, `desk` staff may cancel without a refund but refund nothing. */
const DEFAULT_LIMIT_PAISE = 0;

/**
 * The most a `desk` person may refund in one action (cancel with refund, or refund), set by the
 * owner and audited; above it only the owner may (issue 14, "Staff and roles").
 */
@Injectable()
export class DeskRefundLimitSetting {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly auditLog: AuditLog,
  ) {}

  async get(manager: EntityManager = this.db.manager): Promise<DeskRefundLimit> {
    const row = await maybeOne<{ value: number }>(manager, `SELECT value FROM owner_settings WHERE key = $1`, [
      SETTING,
    ]);
    return { limitPaise: row ? Number(row.value) : DEFAULT_LIMIT_PAISE };
  }

  set(limitPaise: number, actor: Actor): Promise<DeskRefundLimit> {
    return this.db.transaction(async (manager) => {
      const before = await this.get(manager);
      await execute(
        manager,
        `INSERT INTO owner_settings (key, value) VALUES ($1, $2)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`,
        [SETTING, JSON.stringify(limitPaise)],
      );
      await this.auditLog.record(manager, {
        actor,
        action: 'settings.update',
        target: { type: 'setting', id: SETTING },
        before,
        after: { limitPaise },
      });
      return { limitPaise };
    });
  }

  /** Refuses (403, nothing changed) a `desk` person's refund above the limit. */
  async allow(manager: EntityManager, actor: Actor, amountPaise: number): Promise<void> {
    if (actor.kind !== 'staff' || actor.role !== 'desk') return;
    const { limitPaise } = await this.get(manager);
    if (amountPaise > limitPaise) {
      throw deskError.REFUND_NEEDS_OWNER(`Refunds above ${formatPaise(limitPaise)} need the owner.`, { limitPaise });
    }
  }
}
