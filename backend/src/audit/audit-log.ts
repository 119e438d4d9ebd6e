import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { actorName, type Actor } from './actor.js';
import { execute } from '../common/sql.js';

export interface AuditEntry {
  actor: Actor;
  /** What happened, as `<area>.<verb>`: `venue.update`, `staff.invite`, `registration.cancel`, `payment.capture`. */
  action: string;
  target: { type: string; id: string | number | null };
  /** The record before the change (or null for a creation); only changed fields are kept. */
  before?: object | null;
  /** The record after the change (or null for a deletion); only changed fields are kept. */
  after?: object | null;
}

/** The fields whose values differ between two versions of a record (compared as JSON). */
export function changedFields(
  beforeRecord: object | null | undefined,
  afterRecord: object | null | undefined,
): { before: object | null; after: object | null } {
  if (!beforeRecord || !afterRecord) return { before: beforeRecord ?? null, after: afterRecord ?? null };
  const before = beforeRecord as Record<string, unknown>;
  const after = afterRecord as Record<string, unknown>;
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const diffBefore: Record<string, unknown> = {};
  const diffAfter: Record<string, unknown> = {};
  for (const key of keys) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    diffBefore[key] = before[key] ?? null;
    diffAfter[key] = after[key] ?? null;
  }
  return { before: diffBefore, after: diffAfter };
}

/** The audit columns that say who acted; `actorValues` gives their values in this order. */
export const AUDIT_ACTOR_COLUMNS = 'staff_id, actor_name, role, ip, user_agent';

export function actorValues(actor: Actor): unknown[] {
  const staff = actor.kind === 'staff' ? actor : null;
  return [
    staff?.id ?? null,
    actorName(actor),
    staff?.role ?? null,
    staff?.ip ?? null,
    staff?.userAgent?.slice(0, 500) ?? null,
  ];
}

/**
 * The append-only audit log (backend/src/audit/README.md). `record` must be given the manager of
 * the transaction making the change, so the entry commits or rolls back with it. The database
 * refuses UPDATE, DELETE and TRUNCATE on the table.
 */
@Injectable()
export class AuditLog {
  async record(manager: EntityManager, entry: AuditEntry): Promise<void> {
    const { before, after } = changedFields(entry.before, entry.after);
    await execute(
      manager,
      `INSERT INTO audit_events (${AUDIT_ACTOR_COLUMNS}, action, target_type, target_id, before, after)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        ...actorValues(entry.actor),
        entry.action,
        entry.target.type,
        entry.target.id === null ? null : String(entry.target.id),
        before === null ? null : JSON.stringify(before),
        after === null ? null : JSON.stringify(after),
      ],
    );
  }
}
