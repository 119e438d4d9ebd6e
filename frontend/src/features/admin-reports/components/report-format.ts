import { formatPaise, paise, type ReportColumn, type ReportResult, type ReportRow } from '@robo/domain';
import { GRADE_GROUP_KEYS, type Label } from '../../../i18n/staff-labels';

const count = new Intl.NumberFormat('en-IN');

/** A report cell as the table shows it: rupees for money, Indian grouping for counts. */
export function formatCell(column: ReportColumn, row: ReportRow): string {
  const value = row[column.key];
  if (column.kind === 'money') return formatPaise(paise(Number(value)));
  if (column.kind === 'count') return count.format(Number(value));
  if (column.kind === 'percent') return `${value}%`;
  return String(value);
}

/** The result with its grade groups as their labels ("Std 1–2"), for the chart and the table (the CSV keeps the values). */
export function labelledResult(label: Label, result: ReportResult): ReportResult {
  if (!result.rows.some((row) => 'gradeGroup' in row)) return result;
  const rows = result.rows.map((row) =>
    'gradeGroup' in row ? { ...row, gradeGroup: label(GRADE_GROUP_KEYS, String(row.gradeGroup)) } : row,
  );
  return { ...result, rows };
}
