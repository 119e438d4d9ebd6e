import { createEvent, type DateArray } from 'ics';
import type { BookingFacts } from '../message-facts.js';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const DATE_RE = /(\d{1,2})\s+([A-Za-z]{3})[a-z]*\.?,?\s+(\d{4})/;
const TIME_RE = /(\d{1,2})(?::(\d{2}))?\s*([AaPp])\.?[Mm]/g;
/** Venues write their times in India Standard Time (UTC+5:30). */
const IST_OFFSET_MINUTES = 330;
/** When a venue gives no end time, the calendar entry lasts this long. */
const DEFAULT_MINUTES = 240;

/**
 * The workshop's start and end in UTC, read from the venue's own wording ('Sun, 13 Dec 2026 ·
 * 10:00 AM – 2:00 PM'); null when the wording has no recognisable date and time.
 */
export function venueTimes(text: string): { start: Date; end: Date } | null {
  const [, day, monthName = '', year] = DATE_RE.exec(text) ?? [];
  const month = MONTHS.indexOf(monthName.toLowerCase());
  const times = [...text.matchAll(TIME_RE)].map(
    ([, hours, minutes, half = '']) =>
      ((Number(hours) % 12) + (half.toLowerCase() === 'p' ? 12 : 0)) * 60 + Number(minutes ?? 0),
  );
  const [startMinutes, endGiven] = times;
  if (month < 0 || startMinutes === undefined) return null;
  const midnightUtc = Date.UTC(Number(year), month, Number(day));
  const at = (minutes: number) => new Date(midnightUtc + (minutes - IST_OFFSET_MINUTES) * 60_000);
  const endMinutes = endGiven !== undefined && endGiven > startMinutes ? endGiven : startMinutes + DEFAULT_MINUTES;
  return { start: at(startMinutes), end: at(endMinutes) };
}

const utcArray = (d: Date): DateArray => [
  d.getUTCFullYear(),
  d.getUTCMonth() + 1,
  d.getUTCDate(),
  d.getUTCHours(),
  d.getUTCMinutes(),
];

/** The `.ics` calendar entry attached to the booking confirmation; null when the venue's time cannot be read. */
export function bookingCalendar(booking: BookingFacts, thankYouUrl: string, uidDomain: string): string | null {
  const times = venueTimes(booking.dateTime);
  if (!times) return null;
  const { error, value } = createEvent({
    uid: `${booking.bookingId}@${uidDomain}`,
    title: `RoboLeague workshop: ${booking.childName}`,
    description: `Booking ${booking.bookingId}. Show the QR code at the entrance: ${thankYouUrl}`,
    location: `${booking.venueName}, ${booking.venueAddress}`,
    url: thankYouUrl,
    start: utcArray(times.start),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utcArray(times.end),
    endInputType: 'utc',
    endOutputType: 'utc',
    productId: 'roboleague/messages',
  });
  if (error || !value) throw error ?? new Error('ics produced no calendar');
  return value;
}
