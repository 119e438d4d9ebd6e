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

export interface ReportDefinition {
  title: string;
  /** What the numbers count, shown under the title. */
  description: string;
  columns: ReportColumn[];
  /** The column that names each row (the chart's category axis). */
  labelKey: string;
}

export const REPORTS = {
  revenue: {
    title: 'Revenue',
    description:
      'Payments collected and refunds given in the range: workshop tickets, tickets with a takeaway kit, and store orders.',
    columns: [text('stream', 'Stream'), count('sales', 'Payments'), ...MONEY_COLUMNS],
    labelKey: 'stream',
  },
  venues: {
    title: 'By venue',
    description: 'Workshop payments and refunds per venue.',
    columns: [text('venue', 'Venue'), text('city', 'City'), count('seats', 'Paid bookings'), ...MONEY_COLUMNS],
    labelKey: 'venue',
  },
  grades: {
    title: 'By grade group',
    description: 'Workshop payments and refunds per grade group.',
    columns: [text('gradeGroup', 'Grade group'), count('seats', 'Paid bookings'), ...MONEY_COLUMNS],
    labelKey: 'gradeGroup',
  },
  coupons: {
    title: 'By coupon',
    description: 'Paid bookings that used a coupon, and the discount the coupon gave.',
    columns: [text('code', 'Coupon'), count('uses', 'Uses'), money('discount', 'Discount given'), ...MONEY_COLUMNS],
    labelKey: 'code',
  },
  tiers: {
    title: 'Early bird vs regular',
    description: `Workshop tickets without a kit, by the price tier they were sold at. "${EARLY_BIRD_OVER_LIMIT_TIER}": early-bird prices quoted to a hold before the last place went and paid after it.`,
    columns: [text('tier', 'Price tier'), count('seats', 'Paid bookings'), ...MONEY_COLUMNS],
    labelKey: 'tier',
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
  },
  categories: {
    title: 'Store sales by category',
    description: 'Paid store orders per product category.',
    columns: [text('category', 'Category'), count('units', 'Units'), count('sales', 'Orders'), ...MONEY_COLUMNS],
    labelKey: 'category',
  },
} as const satisfies Record<string, ReportDefinition>;

export type ReportName = keyof typeof REPORTS;
export const REPORT_NAMES = Object.keys(REPORTS) as ReportName[];

export type ReportRow = Record<string, string | number>;

export interface ReportResult {
  report: ReportName;
  /** Inclusive Asia/Kolkata days, YYYY-MM-DD. */
  from: string;
  to: string;
  rows: ReportRow[];
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
export function paiseToDecimal(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(Math.round(paise));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The Monday (YYYY-MM-DD) starting the week of an Asia/Kolkata day. */
export function weekStart(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}
