import { paymentStateSql, transitionSql, type Transition } from '@robo/domain';
import type { EntityManager } from 'typeorm';
import type { Actor } from './actor.js';
import { actorValues, AUDIT_ACTOR_COLUMNS } from './audit-log.js';
import { rows } from '../common/sql.js';

/** The types of AUDIT_ACTOR_COLUMNS, action and target_type (an INSERT ... SELECT does not infer them). */
const AUDIT_VALUE_TYPES = ['int', 'text', 'text', 'text', 'text', 'text', 'text'];

/** Where a payment row lives and how the audit log names it. */
const SUBJECTS = {
  registration: { table: 'registrations', key: 'booking_id' },
  order: { table: 'orders', key: 'order_id' },
} as const;

export interface AuditedTransition {
  subject: keyof typeof SUBJECTS;
  transition: Transition<string>;
  /** Which rows may move: a SQL condition on the table, with its parameters ($1, $2...). */
  where: string;
  params: readonly unknown[];
  /** Further assignments made with the move (`holds_seat = false, updated_at = now()`). */
  set: string;
  /** Columns of each moved row to answer (`product_id, quantity`); none when omitted. */
  returning?: string;
  actor: Actor;
  /** The audit entry's `<area>.<verb>`. */
  action: string;
  /** What else the entry records about the change (a reason, an amount). */
  details?: object;
  /** Columns of each moved row the entry records beside `details` (`{ amountPaise: 'total_amount' }`). */
  recordColumns?: Record<string, string>;
}

/** The columns moveAudited's statement adds to each moved row for its audit entry. */
interface AuditColumns {
  audit_target: string;
  was: string;
  audit_more: object;
}

/**
 * Moves the rows that match by a lifecycle transition (libs/domain/src/payment-lifecycle.ts) and
 * writes each moved row's audit entry (before: the state it left, after: the state it reached and
 * `details` and `recordColumns`) in the same statement, so a row never moves without its entry, nor
 * an entry is written for a row that did not move. Answers the moved rows' `returning` columns.
 */
export async function moveAudited<Row extends object = Record<string, never>>(
  manager: EntityManager,
  move: AuditedTransition,
): Promise<Row[]> {
  const { table, key } = SUBJECTS[move.subject];
  const { set, where } = transitionSql(move.transition);
  const audit = [
    ...actorValues(move.actor),
    move.action,
    move.subject,
    JSON.stringify({ paymentState: move.transition.to, ...move.details }),
  ];
  const n = move.params.length;
  const recorded = Object.entries(move.recordColumns ?? {}).flatMap(([name, column]) => [
    `'${name}'`,
    `${table}.${column}`,
  ]);
  const moved = await rows<Row & AuditColumns>(
    manager,
    `WITH old AS (SELECT id AS moved_id, ${paymentStateSql()} AS was FROM ${table}
                  WHERE (${move.where}) AND ${where} FOR UPDATE),
     moved AS (UPDATE ${table} SET ${set}, ${move.set} FROM old WHERE ${table}.id = old.moved_id
               RETURNING ${key} AS audit_target, old.was, jsonb_build_object(${recorded.join(', ')}) AS audit_more
                         ${move.returning ? `, ${move.returning}` : ''}),
     audited AS (INSERT INTO audit_events (${AUDIT_ACTOR_COLUMNS}, action, target_type, target_id, before, after)
                 SELECT ${AUDIT_VALUE_TYPES.map((type, i) => `$${n + i + 1}::${type}`).join(', ')}, audit_target,
                        jsonb_build_object('paymentState', was), $${n + 8}::jsonb || audit_more
                 FROM moved)
     SELECT moved.* FROM moved`,
    [...move.params, ...audit],
  );
  return moved.map(({ audit_target: _target, was: _was, audit_more: _more, ...row }) => row as Row);
}
