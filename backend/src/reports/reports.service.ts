import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  paise,
  paiseToDecimal,
  REPORTS,
  reportRowEdition,
  resolveReportRange,
  type ReportEdition,
  type ReportName,
  type ReportRange,
  type ReportResult,
  type ReportRow,
} from '@robo/domain';
import type { DataSource } from 'typeorm';
import type { CsvTable } from '../common/csv.js';
import { reportError } from './reports.errors.js';
import type { ReportQueryDto } from './dto/report-query.dto.js';
import { preparedQuery } from '../common/prepared-query.js';
import { maybeOne, rows as sqlRows } from '../common/sql.js';
import { unrolledWindows } from './report-days.js';
import { REPORT_SQL } from './report-sql.js';
import { ReportRollup } from './report-rollup.js';

function isReportName(name: string): name is ReportName {
  return Object.hasOwn(REPORTS, name);
}

/** The money reports (backend/src/reports/README.md) over a range of Asia/Kolkata days, both ends included. */
@Injectable()
export class ReportsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly rollup: ReportRollup,
  ) {}

  async show(name: string, query: ReportQueryDto): Promise<ReportResult> {
    if (!isReportName(name)) throw reportError.REPORT_NOT_FOUND('Report not found');
    const range = resolveReportRange(query.from, query.to);
    if ('error' in range) throw reportError.RANGE_INVALID(range.error);
    const result = await this.run(name, range, await this.edition(query.edition));
    // Days not rolled up yet (an import, a deploy) are read from their rows this time and rolled for the next.
    await this.rollup.requestRunIfPending(range.from, range.to);
    return result;
  }

  /**
   * The report as a spreadsheet: the screen's column labels, amounts in rupees with paise, and the
   * edition each row's figures are for (store figures: every edition).
   */
  async csv(name: string, query: ReportQueryDto): Promise<{ filename: string; table: CsvTable }> {
    const result = await this.show(name, query);
    const { columns } = REPORTS[result.report];
    return {
      filename: `${result.report}-${result.from}-to-${result.to}.csv`,
      table: {
        header: [
          ...columns.map((column) => (column.kind === 'money' ? `${column.label} (INR)` : column.label)),
          'Edition',
        ],
        rows: result.rows.map((row) => [
          ...columns.map((column) =>
            column.kind === 'money' ? paiseToDecimal(paise(Number(row[column.key]))) : row[column.key],
          ),
          reportRowEdition(result.report, row, result.edition),
        ]),
      },
    };
  }

  /** The edition asked for: an id, `all` (null), or by default the one on sale (null while none is). */
  private async edition(filter: string | undefined): Promise<ReportEdition | null> {
    if (filter === 'all') return null;
    const found = await maybeOne<ReportEdition>(
      this.db,
      `SELECT id, name FROM editions WHERE ${filter === undefined ? `status = 'on_sale'` : 'id = $1'}`,
      filter === undefined ? [] : [Number(filter)],
    );
    if (!found && filter !== undefined) throw reportError.REPORT_EDITION_UNKNOWN('No edition has this id');
    return found ?? null;
  }

  /**
   * Rolled-up days from their sums, the others from their rows (report-rollup.ts), both read in
   * one snapshot so a day is never counted from both or neither.
   */
  async run(report: ReportName, range: ReportRange, edition: ReportEdition | null = null): Promise<ReportResult> {
    const found = await this.db.transaction('REPEATABLE READ', async (manager) => {
      const rolled = await sqlRows<{ day: string }>(
        manager,
        `SELECT to_char(r.day, 'YYYY-MM-DD') AS day FROM report_rollup_days r
         WHERE r.ready AND r.day BETWEEN $1 AND $2 AND NOT EXISTS (SELECT 1 FROM report_dirty_days x WHERE x.day = r.day)`,
        [range.from, range.to],
      );
      const days = rolled.map((row) => row.day);
      const { starts, ends } = unrolledWindows(range.from, range.to, new Set(days));
      // Store figures are every edition's: only reports with workshop figures take the edition (0: every edition).
      const params =
        REPORTS[report].figures === 'store' ? [days, starts, ends] : [days, starts, ends, edition?.id ?? 0];
      // Prepared: a report's statement is long, and planning it was as dear as running it on a day's rows.
      return preparedQuery<ReportRow>(manager, `report-${report}`, REPORT_SQL[report], params);
    });
    // PostgreSQL returns bigint and numeric as strings; the report's columns say which are numbers.
    const numeric = REPORTS[report].columns.filter((column) => column.kind !== 'text').map((column) => column.key);
    for (const row of found) for (const key of numeric) row[key] = Number(row[key]);
    return { report, from: range.from, to: range.to, edition, rows: found };
  }
}
