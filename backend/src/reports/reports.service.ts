import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  paiseToDecimal,
  REPORTS,
  resolveReportRange,
  type ReportName,
  type ReportRange,
  type ReportResult,
  type ReportRow,
} from '@robo/domain';
import type { DataSource } from 'typeorm';
import type { CsvTable } from '../common/csv.js';
import { reportError } from './reports.errors.js';
import { rows } from '../common/sql.js';
import type { ReportQueryDto } from './dto/report-query.dto.js';
import { REPORT_SQL } from './report-sql.js';

/** India has kept one offset, +05:30, without daylight saving, since 1945. */
const KOLKATA_OFFSET = '+05:30';

/** The instant an Asia/Kolkata day (YYYY-MM-DD) starts, `plusDays` later. */
function kolkataMidnight(day: string, plusDays = 0): Date {
  return new Date(new Date(`${day}T00:00:00${KOLKATA_OFFSET}`).getTime() + plusDays * 86_400_000);
}

function isReportName(name: string): name is ReportName {
  return Object.hasOwn(REPORTS, name);
}

/** The money reports (backend/src/reports/README.md) over a range of Asia/Kolkata days, both ends included. */
@Injectable()
export class ReportsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async show(name: string, query: ReportQueryDto): Promise<ReportResult> {
    if (!isReportName(name)) throw reportError.REPORT_NOT_FOUND('Report not found');
    const range = resolveReportRange(query.from, query.to);
    if ('error' in range) throw reportError.RANGE_INVALID(range.error);
    return this.run(name, range);
  }

  /** The report as a spreadsheet: the screen's column labels, amounts in rupees with paise. */
  async csv(name: string, query: ReportQueryDto): Promise<{ filename: string; table: CsvTable }> {
    const result = await this.show(name, query);
    const { columns } = REPORTS[result.report];
    return {
      filename: `${result.report}-${result.from}-to-${result.to}.csv`,
      table: {
        header: columns.map((column) => (column.kind === 'money' ? `${column.label} (INR)` : column.label)),
        rows: result.rows.map((row) =>
          columns.map((column) => (column.kind === 'money' ? paiseToDecimal(Number(row[column.key])) : row[column.key])),
        ),
      },
    };
  }

  async run(report: ReportName, range: ReportRange): Promise<ReportResult> {
    const found = await rows<ReportRow>(this.db, REPORT_SQL[report], [kolkataMidnight(range.from), kolkataMidnight(range.to, 1)]);
    // PostgreSQL returns bigint and numeric as strings; the report's columns say which are numbers.
    const numeric = REPORTS[report].columns.filter((column) => column.kind !== 'text').map((column) => column.key);
    for (const row of found) for (const key of numeric) row[key] = Number(row[key]);
    return { report, from: range.from, to: range.to, rows: found };
  }
}
