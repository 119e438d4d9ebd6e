import { formatPaise, type ReportColumn, type ReportRow } from '@robo/domain';

const count = new Intl.NumberFormat('en-IN');

/** A report cell as the table shows it: rupees for money, Indian grouping for counts. */
export function formatCell(column: ReportColumn, row: ReportRow): string {
  const value = row[column.key];
  if (column.kind === 'money') return formatPaise(Number(value));
  if (column.kind === 'count') return count.format(Number(value));
  if (column.kind === 'percent') return `${value}%`;
  return String(value);
}
