import { indianDigits } from '../money.js';
import { formatIndianDay, formatVenueDateTime } from '../venue-times.js';
import type { Language } from './languages.js';

/**
 * Numbers, dates and times in each language's Indian conventions (docs/decisions.md, Languages):
 * Indian grouping and Latin digits everywhere (as Indian sites and receipts print amounts, phone
 * numbers and booking ids), India time. English keeps its own formatting, written out without Intl
 * (money.ts, venue-times.ts); Hindi and Marathi ask Intl for month names and times, one formatter
 * per language and style, made when first needed (each costs the locale's data on a phone).
 */
const INTL_LOCALES: Record<Exclude<Language, 'en'>, string> = { hi: 'hi-IN-u-nu-latn', mr: 'mr-IN-u-nu-latn' };
const TIME_ZONE = 'Asia/Kolkata';

const STYLES = {
  day: { day: 'numeric', month: 'short', year: 'numeric', timeZone: TIME_ZONE },
  // dayPeriod: the language's own words for the time of day (सुबह 10:00, दुपार 2:00), not "am"/"pm".
  dayTime: {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    dayPeriod: 'short',
    timeZone: TIME_ZONE,
  },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
type Style = keyof typeof STYLES;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(language: Exclude<Language, 'en'>, style: Style): Intl.DateTimeFormat {
  const key = `${language} ${style}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(INTL_LOCALES[language], STYLES[style]);
    formatters.set(key, found);
  }
  return found;
}

/** '14 Dec 2026' / '14 दिस॰ 2026' / '14 डिसें, 2026', the day in India. */
export function formatDay(language: Language, at: Date): string {
  return language === 'en' ? formatIndianDay(at) : formatter(language, 'day').format(at);
}

/** A moment, e.g. an offer's deadline: '27 Nov 2026, 7:30 pm' in English (as the waiting list always wrote it). */
export function formatDayTime(language: Language, at: Date): string {
  if (language === 'en')
    return at.toLocaleString('en-IN', { timeZone: TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });
  return formatter(language, 'dayTime').format(at);
}

/** A workshop's times: the SPEC's "14 Dec 2026, 10:00 AM - 2:00 PM" in English, Intl's range otherwise. */
export function formatWorkshopTimes(language: Language, startsAt: Date, endsAt: Date): string {
  if (language === 'en') return formatVenueDateTime(startsAt, endsAt);
  return formatter(language, 'dayTime').formatRange(startsAt, endsAt);
}

/** '1,00,000': a count with Indian grouping, the same digits in every language. */
export function formatCount(count: number): string {
  return count < 0 ? `-${indianDigits(-count)}` : indianDigits(count);
}
