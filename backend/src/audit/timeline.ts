import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { actorName, type Actor } from './actor.js';
import { execute, rows } from '../common/sql.js';

export type TimelineSubjectType = 'registration' | 'order';

/** A booking (registrations.id) or a store order (orders.id). */
export interface TimelineSubject {
  type: TimelineSubjectType;
  id: number;
}

/** One line of a booking's or order's story, as the admin sees it. */
export interface TimelineEvent {
  /** ISO time. */
  at: string;
  /** `hold_taken`, `payment_captured`, `refund_failed`, `note`, `transfer`... */
  kind: string;
  /** Staff name, "parent" or "system". */
  actor: string;
  data: Record<string, unknown>;
}

/** Events another table already records for a subject (its creation, webhooks, messages...). */
export type TimelineSource = (manager: EntityManager, subjectId: number) => Promise<TimelineEvent[]>;

interface StoredActor {
  kind: Actor['kind'];
  name: string;
  id?: number;
  role?: string;
}

/**
 * Timelines of bookings and orders (backend/src/audit/README.md): explicit events written with
 * `add` in the transaction of the change, merged with events derived from other tables by the
 * sources modules register at init (`addSource`), oldest first.
 */
@Injectable()
export class Timeline {
  private readonly sources = new Map<TimelineSubjectType, TimelineSource[]>();

  async add(
    manager: EntityManager,
    event: { subject: TimelineSubject; kind: string; actor: Actor; data?: Record<string, unknown> },
  ): Promise<void> {
    const { actor } = event;
    const stored: StoredActor =
      actor.kind === 'staff'
        ? { kind: 'staff', name: actor.name, id: actor.id, role: actor.role }
        : { kind: actor.kind, name: actorName(actor) };
    await execute(
      manager,
      `INSERT INTO timeline_events (subject_type, subject_id, kind, actor, data) VALUES ($1, $2, $3, $4, $5)`,
      [event.subject.type, event.subject.id, event.kind, JSON.stringify(stored), JSON.stringify(event.data ?? {})],
    );
  }

  /** Registers events derived from another table for every timeline of this subject type. */
  addSource(type: TimelineSubjectType, source: TimelineSource): void {
    this.sources.set(type, [...(this.sources.get(type) ?? []), source]);
  }

  /** Registers a statement ($1 = the subject's row id) whose rows are events: (at, kind, actor, data). */
  addSqlSource(type: TimelineSubjectType, sql: string): void {
    this.addSource(type, async (manager, subjectId) => {
      const found = await rows<{ at: Date; kind: string; actor: string; data: Record<string, unknown> }>(manager, sql, [
        subjectId,
      ]);
      return found.map((row) => ({ ...row, at: row.at.toISOString() }));
    });
  }

  async list(manager: EntityManager, subject: TimelineSubject): Promise<TimelineEvent[]> {
    const explicit = await rows<{ at: Date; kind: string; actor: StoredActor; data: Record<string, unknown> }>(
      manager,
      `SELECT created_at AS at, kind, actor, data FROM timeline_events
       WHERE subject_type = $1 AND subject_id = $2 ORDER BY created_at, id`,
      [subject.type, subject.id],
    );
    const derived = await Promise.all(
      (this.sources.get(subject.type) ?? []).map((source) => source(manager, subject.id)),
    );
    const events: TimelineEvent[] = [
      ...explicit.map((row) => ({ at: row.at.toISOString(), kind: row.kind, actor: row.actor.name, data: row.data })),
      ...derived.flat(),
    ];
    // A stable sort keeps each source's own order for events at the same instant.
    return events.sort((a, b) => a.at.localeCompare(b.at));
  }
}
