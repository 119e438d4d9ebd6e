import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { OutboxFilter } from './outbox-query.dto.js';
import { one, rows } from '../common/sql.js';

export interface OutboxListItem {
  id: string;
  kind: string;
  key: string;
  cause: string;
  state: 'pending' | 'done';
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
  createdAt: string;
  doneAt: string | null;
}

export interface OutboxOverview {
  counts: Record<OutboxFilter, number>;
  items: OutboxListItem[];
}

const FILTER_SQL: Record<OutboxFilter, string> = {
  pending: `state = 'pending'`,
  failing: `state = 'pending' AND last_error IS NOT NULL`,
  done: `state = 'done'`,
};

/** What the owner sees of the outbox: how much waits or fails, and the items themselves (newest first). */
@Injectable()
export class OutboxAdminService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async overview(filter: { state?: OutboxFilter; kind?: string; limit?: number }): Promise<OutboxOverview> {
    const counts = await one<Record<OutboxFilter, number>>(
      this.db,
      `SELECT count(*) FILTER (WHERE ${FILTER_SQL.pending})::int AS pending,
              count(*) FILTER (WHERE ${FILTER_SQL.failing})::int AS failing,
              count(*) FILTER (WHERE ${FILTER_SQL.done})::int AS done
       FROM outbox_items`,
    );
    const items = await rows<OutboxListItem>(
      this.db,
      `SELECT id::text AS id, kind, key, cause, state, attempts, last_error AS "lastError",
              next_attempt_at AS "nextAttemptAt", created_at AS "createdAt", done_at AS "doneAt"
       FROM outbox_items
       WHERE ${filter.state ? FILTER_SQL[filter.state] : 'true'} AND ($1::text IS NULL OR kind = $1)
       ORDER BY id DESC LIMIT $2`,
      [filter.kind ?? null, filter.limit ?? 50],
    );
    return { counts, items };
  }
}
