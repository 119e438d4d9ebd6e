import type { Paise } from './money.js';
/**
 * The money reports of /admin/reports: their names, columns and the date-range rule, shared by the
 * server (JSON and CSV) and the screen (tables and charts). Amounts are paise.
 */

export const REPORT_TIME_ZONE = 'Asia/Kolkata';
/** A report covers at most this many days (two years and a leap day). */
export const MAX_REPORT_DAYS = 731;

export const REPORT_RANGE_MESSAGES = {
  badDate: 'Dates must be written as YYYY-MM-DD',
  fromAfterTo: 'The start date must not be after the end date',
  tooLong: 'A report covers at most 2 years; choose a shorter range',
} as const;

/**
 * The tier of early-bird tickets captured after the places had gone: the hold was quoted the
 * early-bird price before the last place went, and keeps it (backend/src/registrations/README.md).
 */
export const EARLY_BIRD_OVER_LIMIT_TIER = 'Super Early Bird over the limit';

export type ReportColumnKind = 'text' | 'count' | 'money' | 'percent';

export interface ReportColumn {
  key: string;
  label: string;
  kind: ReportColumnKind;
}

const money = (key: string, label: string): ReportColumn => ({ key, label, kind: 'money' });
const count = (key: string, label: string): ReportColumn => ({ key, label, kind: 'count' });
const text = (key: string, label: string): ReportColumn => ({ key, label, kind: 'text' });
const MONEY_COLUMNS = [money('collected', 'Collected'), money('refunded', 'Refunded'), money('net', 'Net')];

/**
 * Which figures a report holds: workshop figures follow the report's edition, store figures are
 * every edition's (store orders belong to no edition; docs/decisions.md, "Reports and orders back office").
 */
export type ReportFigures = 'workshop' | 'store' | 'both';

export interface ReportDefinition {
  title: string;
  /** What the numbers count, shown under the title. */
  description: string;
  columns: ReportColumn[];
  /** The column that names each row (the chart's category axis). */
  labelKey: string;
  figures: ReportFigures;
}

/** What a report says for every edition, and for store figures under any edition. */
export const ALL_EDITIONS = 'All editions';
/** Shown beside the edition select when a report with store figures is for one edition. */
export const STORE_EDITION_NOTE = 'Store orders belong to no edition: store figures are for all editions.';

export const REPORTS = {
  revenue: {
    title: 'Revenue',
    description:
      'Payments collected and refunds given in the range: workshop tickets, tickets with a takeaway kit, and store orders.',
    columns: [text('stream', 'Stream'), count('sales', 'Payments'), ...MONEY_COLUMNS],
    labelKey: 'stream',
    figures: 'both',
  },
  venues: {
    title: 'By venue',
    description: 'Workshop payments and refunds per venue.',
    columns: [text('venue', 'Venue'), text('city', 'City'), count('seats', 'Paid bookings'), ...MONEY_COLUMNS],
    labelKey: 'venue',
    figures: 'workshop',
  },
  grades: {
    title: 'By grade group',
    description: 'Workshop payments and refunds per grade group.',
    columns: [text('gradeGroup', 'Grade group'), count('seats', 'Paid bookings'), ...MONEY_COLUMNS],
    labelKey: 'gradeGroup',
    figures: 'workshop',
  },
  coupons: {
    title: 'By coupon',
    description: 'Paid bookings that used a coupon, and the discount the coupon gave.',
    columns: [text('code', 'Coupon'), count('uses', 'Uses'), money('discount', 'Discount given'), ...MONEY_COLUMNS],
    labelKey: 'code',
    figures: 'workshop',
  },
  tiers: {
    title: 'Early bird vs regular',
    description: `Workshop tickets without a kit, by the price tier they were sold at. "${EARLY_BIRD_OVER_LIMIT_TIER}": early-bird prices quoted to a hold before the last place went and paid after it.`,
    columns: [text('tier', 'Price tier'), count('seats', 'Paid bookings'), ...MONEY_COLUMNS],
    labelKey: 'tier',
    figures: 'workshop',
  },
  conversion: {
    title: 'Hold to paid, per day',
    description: 'Bookings and store orders started each day, and how many of them were paid.',
    columns: [
      text('day', 'Day'),
      count('bookingHolds', 'Bookings started'),
      count('bookingsPaid', 'Bookings paid'),
      { key: 'bookingRate', label: 'Booking conversion', kind: 'percent' },
      count('orderHolds', 'Orders started'),
      count('ordersPaid', 'Orders paid'),
      { key: 'orderRate', label: 'Order conversion', kind: 'percent' },
    ],
    labelKey: 'day',
    figures: 'both',
  },
  products: {
    title: 'Store sales by product',
    description: 'Paid store orders per product (name and SKU as ordered).',
    columns: [
      text('product', 'Product'),
      text('sku', 'SKU'),
      text('category', 'Category'),
      count('units', 'Units'),
      count('sales', 'Orders'),
      ...MONEY_COLUMNS,
    ],
    labelKey: 'product',
    figures: 'store',
  },
  categories: {
    title: 'Store sales by category',
    description: 'Paid store orders per product category.',
    columns: [text('category', 'Category'), count('units', 'Units'), count('sales', 'Orders'), ...MONEY_COLUMNS],
    labelKey: 'category',
    figures: 'store',
  },
} as const satisfies Record<string, ReportDefinition>;

export type ReportName = keyof typeof REPORTS;
export const REPORT_NAMES = Object.keys(REPORTS) as ReportName[];

export type ReportRow = Record<string, string | number>;

/** The edition a report's workshop figures are for. */
export interface ReportEdition {
  id: number;
  name: string;
}

export interface ReportResult {
  report: ReportName;
  /** Inclusive Asia/Kolkata days, YYYY-MM-DD. */
  from: string;
  to: string;
  /** Null: every edition (asked for, or none is on sale). */
  edition: ReportEdition | null;
  rows: ReportRow[];
}

/** The figures of one row: the revenue report's store row is the store's, its total both. */
function rowFigures(report: ReportName, row: ReportRow): ReportFigures {
  if (report !== 'revenue') return REPORTS[report].figures;
  if (row.stream === 'Store') return 'store';
  return row.stream === 'Total' ? 'both' : 'workshop';
}

/** The edition a report row's figures are for, as the CSV's Edition column names it. */
export function reportRowEdition(report: ReportName, row: ReportRow, edition: ReportEdition | null): string {
  const figures = rowFigures(report, row);
  if (edition === null || figures === 'store') return ALL_EDITIONS;
  return figures === 'both' ? `${edition.name} (store: ${ALL_EDITIONS.toLowerCase()})` : edition.name;
}

export interface ReportRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Days since 1970-01-01 of a YYYY-MM-DD calendar date, or null when it is no real date. */
function dayNumber(value: string): number | null {
  if (!ISO_DAY.test(value)) return null;
  const ms = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== value) return null;
  return ms / DAY_MS;
}

/** Today's date in India (YYYY-MM-DD). */
export function kolkataToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: REPORT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * This season: the Indian financial year (1 April to 31 March) holding today, the period the
 * accounts are kept for and which spans one competition edition (workshops to the January finale).
 */
export function currentSeason(now: Date = new Date()): ReportRange {
  const today = kolkataToday(now);
  const year = Number(today.slice(0, 4));
  const start = Number(today.slice(5, 7)) >= 4 ? year : year - 1;
  return { from: `${start}-04-01`, to: `${start + 1}-03-31` };
}

/** The range asked for, the season where a bound is missing; an error message when it is unusable. */
export function resolveReportRange(
  from: string | undefined,
  to: string | undefined,
  now: Date = new Date(),
): ReportRange | { error: string } {
  const season = currentSeason(now);
  const range = { from: from || season.from, to: to || season.to };
  const start = dayNumber(range.from);
  const end = dayNumber(range.to);
  if (start === null || end === null) return { error: REPORT_RANGE_MESSAGES.badDate };
  if (start > end) return { error: REPORT_RANGE_MESSAGES.fromAfterTo };
  if (end - start + 1 > MAX_REPORT_DAYS) return { error: REPORT_RANGE_MESSAGES.tooLong };
  return range;
}

/** Paise to a plain rupee figure for spreadsheets ("1234.50"), exact to the paisa. */
export function paiseToDecimal(amount: Paise): string {
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(Math.round(amount));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The Monday (YYYY-MM-DD) starting the week of an Asia/Kolkata day. */
export function weekStart(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}
