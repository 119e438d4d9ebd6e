import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import type { DataSource } from 'typeorm';
import { sendCsv, type CsvTable } from '../common/csv.js';
import type { Actor } from './actor.js';
import { AuditLog } from './audit-log.js';

/** One bulk export: its name, the filters it was asked with, and the file (a table, or a stream and its row count). */
export type CsvDownload = { export: string; filters: object; filename: string } & (
  { table: CsvTable } | { stream: Readable; rows: number }
);

/**
 * Every bulk CSV export (README.md, "Exports"): the audit log records who exported what, with which
 * filters and how many rows (`export.<name>`), before the file is sent by the one defusing writer.
 * Recorded before the first byte, so an export the client abandons half-way is still on record.
 */
@Injectable()
export class CsvDownloads {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly auditLog: AuditLog,
  ) {}

  async send(reply: FastifyReply, actor: Actor, download: CsvDownload): Promise<void> {
    const file = 'table' in download ? download.table : download.stream;
    const rows = 'table' in download ? download.table.rows.length : download.rows;
    await this.auditLog.record(this.db.manager, {
      actor,
      action: `export.${download.export}`,
      target: { type: 'export', id: download.export },
      after: { filters: download.filters, rows },
    });
    sendCsv(reply, download.filename, file);
  }
}
