import { Readable } from 'node:stream';
import { SetMetadata } from '@nestjs/common';
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';
import type { DataSource } from 'typeorm';
import { copyCsv, one } from './sql.js';

export type CsvRow = (string | number | null | undefined)[];

export interface CsvTable {
  header: string[];
  rows: CsvRow[];
}

/**
 * csv-stringify quotes a cell holding the whole `\r\n` but not a lone `\r` or `\n`, which a
 * spreadsheet reads as a new row: "Asha\n=HYPERLINK(...)" would start one with a live formula.
 */
const CSV_OPTIONS = { record_delimiter: '\r\n', quoted_match: /[\r\n]/ } as const;

/**
 * A cell a spreadsheet would run as a formula; a signed plain number (+919822012345, -120.50) is
 * not one. PostgreSQL's regular expressions read the same pattern the same way (`defusedSql`).
 */
const FORMULA = /^(?:[=@\t\r]|[+-](?![\d\s.]+$))/;

/**
 * A text cell a spreadsheet would run as a formula (a buyer named "=HYPERLINK(...)") gets a
 * leading apostrophe (OWASP "CSV injection"); phone numbers and amounts stay as they are.
 */
function defuse(cell: string | number | null | undefined): string | number {
  if (cell === null || cell === undefined) return '';
  return typeof cell === 'string' && FORMULA.test(cell) ? `'${cell}` : cell;
}

/**
 * `defuse` in SQL, for CSV that PostgreSQL writes itself (COPY): the text expression `expr`, defused
 * (in parentheses: `||` would otherwise bind to part of an expression such as `address->>'city'`).
 */
export function defusedSql(expr: string): string {
  return `CASE WHEN (${expr}) ~ '${FORMULA.source}' THEN '''' || (${expr}) ELSE (${expr}) END`;
}

/**
 * A stored mobile number (`+919988776655`) as `+91 99887 76655`: with its spaces a spreadsheet keeps
 * it as text instead of showing `9.19989E+11`; anything else is left as it was.
 */
export function phoneCell(phone: string | null): string | null {
  return phone?.replace(/^\+91(\d{5})(\d{5})$/, '+91 $1 $2') ?? null;
}

/**
 * `phoneCell` in SQL, for CSV that PostgreSQL writes itself. A reformatted number is never a formula
 * (a sign, digits and spaces), so only other text goes through `defusedSql`: a regular-expression
 * replace per row made a 50,000-row export take twice as long.
 */
export function phoneCellSql(expr: string): string {
  return String.raw`CASE WHEN ${expr} ~ '^\+91\d{10}$' THEN '+91 ' || substr(${expr}, 4, 5) || ' ' || substr(${expr}, 9, 5)
    ELSE ${defusedSql(expr)} END`;
}

/**
 * The money columns every export of bookings or orders carries, for a row `alias` with `payment_id`,
 * `paid_at` and `total_amount`: what was paid, what the gateway has refunded, and the net. Counted as
 * the revenue report counts them (backend/src/reports/report-sql.ts): a payment once `paid_at` is
 * set, a refund once processed, and nothing of a late payment refunded at once (it was never revenue),
 * so the net of an export of the range's rows adds up to the report's net.
 */
export function moneyColumnsSql(alias: string, subjectType: 'registration' | 'order', idColumn: string) {
  const paid = `CASE WHEN ${alias}.paid_at IS NOT NULL THEN ${alias}.total_amount ELSE 0 END`;
  const refunded = `CASE WHEN ${alias}.paid_at IS NULL THEN 0 ELSE (SELECT coalesce(sum(f.amount_paise), 0)::int FROM refunds f
    WHERE f.subject_type = '${subjectType}' AND f.subject_id = ${alias}.${idColumn} AND f.status = 'processed') END`;
  return { paid, refunded, net: `(${paid}) - (${refunded})` };
}

/** The byte-order mark and header line a CSV starts with; PostgreSQL's COPY ends its lines with `\n`. */
export function csvHeader(header: string[], lineEnd: '\r\n' | '\n' = CSV_OPTIONS.record_delimiter): string {
  return `\uFEFF${stringify([header], { record_delimiter: lineEnd })}`;
}

/** RFC 4180 CSV with a byte-order mark, so Excel reads the rupee sign and Indian names as UTF-8. */
export function toCsv(table: CsvTable): string {
  return `${csvHeader(table.header)}${stringify(
    table.rows.map((row) => row.map(defuse)),
    CSV_OPTIONS,
  )}`;
}

/** A time column as Asia/Kolkata `YYYY-MM-DD HH:MM`, as a spreadsheet sorts it, in SQL (empty when null). */
export const kolkataTimeSql = (column: string) =>
  `to_char(${column} AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD HH24:MI')`;

/** Paise as rupees with two decimals, in SQL. */
export const rupeesSql = (column: string) => `((${column}) / 100.0)::numeric(14, 2)`;

/** A column of a CSV that PostgreSQL writes: its header and the SQL of its cell. */
export type CsvColumn = [header: string, sql: string];

/** An export of the rows a list's filters match, in the list's order, as PostgreSQL writes it (`filteredCsv`). */
export interface FilteredCsv {
  /** Header and SQL side by side (a new column is one line); text people typed goes through `defusedSql`. */
  columns: CsvColumn[];
  /** The table and its alias, e.g. `orders o`; the alias's `id` column names a row. */
  from: string;
  alias: string;
  /** The list's `WHERE …` (or nothing) with its parameters, and its `ORDER BY …`. */
  where: string;
  params: readonly unknown[];
  orderBy: string;
  /** What the cells read, joined to the picked rows `export_rows e (ord, id)`, e.g. `JOIN orders o ON o.id = e.id`. */
  joins: string;
}

/**
 * A filtered export streamed from PostgreSQL (`copyCsv`): the filters pick the rows into a temporary
 * table (COPY takes no parameters), then PostgreSQL writes the CSV and its bytes go to the client as
 * it takes them, so memory stays flat however many rows there are. Lines end in `\n`, as COPY writes
 * them. Also answers how many rows matched when it started (for the audit log).
 */
export async function filteredCsv(db: DataSource, csv: FilteredCsv): Promise<{ stream: Readable; rows: number }> {
  const { matched } = await one<{ matched: number }>(
    db,
    `SELECT count(*)::int AS matched FROM ${csv.from} ${csv.where}`,
    csv.params,
  );
  const rows = copyCsv(
    db,
    [
      { text: 'CREATE TEMPORARY TABLE export_rows (ord bigint, id bigint) ON COMMIT DROP' },
      {
        text: `INSERT INTO export_rows SELECT row_number() OVER (${csv.orderBy}), ${csv.alias}.id FROM ${csv.from} ${csv.where}`,
        params: csv.params,
      },
    ],
    `SELECT ${csv.columns.map(([, sql]) => sql).join(', ')} FROM export_rows e ${csv.joins} ORDER BY e.ord`,
  );
  const stream = Readable.from(
    (async function* () {
      yield Buffer.from(
        csvHeader(
          csv.columns.map(([header]) => header),
          '\n',
        ),
      );
      yield* rows;
    })(),
    { objectMode: false },
  );
  return { stream, rows: matched };
}

/** The metadata key `CsvExport` sets on a route handler. */
export const CSV_EXPORT = 'robo:csv-export';

/**
 * Marks a route that answers a CSV download, naming the export (`bookings`, `gstr1`...): the tests
 * find every export by it and feed each formula-looking text (backend/test/abuse/csv-exports.test.ts).
 */
export const CsvExport = (name: string) => SetMetadata(CSV_EXPORT, name);

/**
 * Sends a table (or a stream of CSV bytes) as a CSV download: the only writer of CSV responses, so
 * every table is defused. Routes send through `CsvDownloads` (audit/csv-downloads.ts), which audits it.
 */
export function sendCsv(reply: FastifyReply, filename: string, table: CsvTable | Readable): void {
  void reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`)
    .header('cache-control', 'no-store')
    .send(table instanceof Readable ? table : toCsv(table));
}
