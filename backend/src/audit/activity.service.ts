import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuditEventView, Page } from '@robo/domain';
import { offsetOf, parseSort } from '../common/paging.js';
import { one, rows } from '../common/sql.js';
import { ACTIVITY_SORTS, type ActivityQueryDto } from './dto/activity-query.dto.js';

const SORT_COLUMNS: Record<(typeof ACTIVITY_SORTS)[number], string> = {
  at: 'created_at',
  action: 'action',
  actor: 'actor_name',
};

interface AuditRow extends Omit<AuditEventView, 'at' | 'id'> {
  id: string;
  at: Date;
}

/** /admin/activity: the audit log, newest first, filtered and paged on the server. */
@Injectable()
export class ActivityService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async list(query: ActivityQueryDto): Promise<Page<AuditEventView>> {
    const where: string[] = [];
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    if (query.q) {
      const pattern = param(`%${query.q.replace(/[\\%_]/g, '\\$&')}%`);
      where.push(`(action ILIKE ${pattern} OR target_id ILIKE ${pattern} OR actor_name ILIKE ${pattern})`);
    }
    if (query.action) {
      where.push(
        query.action.includes('.') ? `action = ${param(query.action)}` : `action LIKE ${param(`${query.action}.%`)}`,
      );
    }
    if (query.targetType) where.push(`target_type = ${param(query.targetType)}`);
    if (query.targetId) where.push(`target_id = ${param(query.targetId)}`);
    if (query.staffId !== undefined) where.push(`staff_id = ${param(query.staffId)}`);
    if (query.from) where.push(`created_at >= ${param(query.from)}`);
    if (query.to) where.push(`created_at < ${param(query.to)}`);
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const { key, direction } = parseSort<(typeof ACTIVITY_SORTS)[number]>(query.sort, '-at');

    const { total } = await one<{ total: number }>(
      this.db,
      `SELECT count(*)::int AS total FROM audit_events ${whereSql}`,
      params,
    );
    const found = await rows<AuditRow>(
      this.db,
      `SELECT id, created_at AS at, staff_id AS "staffId", actor_name AS actor, role, action, target_type AS "targetType",
              target_id AS "targetId", before, after, ip, user_agent AS "userAgent"
       FROM audit_events ${whereSql}
       ORDER BY ${SORT_COLUMNS[key]} ${direction}, id ${direction}
       LIMIT ${param(query.pageSize)} OFFSET ${param(offsetOf(query))}`,
      params,
    );
    return {
      items: found.map((row) => ({ ...row, id: Number(row.id), at: row.at.toISOString() })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }
}
