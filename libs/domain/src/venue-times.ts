/**
 * A workshop's times: stored as instants (`timestamptz`), entered and shown in India Standard Time
 * (Asia/Kolkata, UTC+5:30 all year, no daylight saving), so a fixed offset is exact and no locale
 * data is loaded.
 */
const IST_OFFSET_MINUTES = 330;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** When a venue's old wording gives no end time, the workshop lasts this long (SPEC 1: 4 hours). */
const DEFAULT_WORKSHOP_MINUTES = 240;
/** Bookings close this long before the start unless the venue says otherwise. */
export const DEFAULT_BOOKING_CLOSE_MINUTES = 120;

export const VENUE_TIME_MESSAGES = {
  startsAtInvalid: 'Start time must be a date and time such as 2026-12-14T10:00',
  endsAtInvalid: 'End time must be a date and time such as 2026-12-14T14:00',
  bookingClosesAtInvalid: 'Booking close time must be a date and time such as 2026-12-14T08:00',
  startsInPast: 'Start time must be in the future',
  endBeforeStart: 'End time must be after the start time',
  closesAfterStart: 'Bookings must close before the workshop starts',
  dateTimeUnreadable: 'Date and time must read like 14 Dec 2026, 10:00 AM - 2:00 PM (or give a start and end time)',
  bookingClosed: 'Bookings for this workshop have closed.',
} as const;
export type VenueTimeMessage = keyof typeof VENUE_TIME_MESSAGES;

/**
 * Before a new start, end or address of a workshop parents have paid for (409 `VENUE_CHANGE_UNCONFIRMED`
 * and the venue form's question): staff confirm telling them with the count in front of them.
 */
export const venueChangeUnconfirmed = (paidBookings: number) =>
  `${paidBookings} paid booking${paidBookings === 1 ? '' : 's'} will be told of this change. ` +
  'Confirm to save it and send each parent the new details.';

/** The instant of an India-time wall clock reading. */
function fromIndianWallClock(year: number, monthIndex: number, day: number, minutes: number): Date {
  return new Date(Date.UTC(year, monthIndex, day) + (minutes - IST_OFFSET_MINUTES) * 60_000);
}

/** An instant as the India-time wall clock reads it (its UTC fields are India's). */
function indianWallClock(at: Date): Date {
  return new Date(at.getTime() + IST_OFFSET_MINUTES * 60_000);
}

/**
 * A time as staff enter it: `2026-12-14T10:00` (India time), or an ISO instant with its own offset
 * (`2026-12-14T04:30:00Z`, `...+05:30`). Null when it is neither or names no real day.
 */
export function parseVenueTime(text: string): Date | null {
  const local = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (local) {
    const [, y, mo, d, h, mi] = local.map(Number) as [number, number, number, number, number, number];
    if (h > 23 || mi > 59) return null;
    const at = fromIndianWallClock(y, mo - 1, d, h * 60 + mi);
    return indianWallClock(at).getUTCDate() === d ? at : null;
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text.trim())) return null;
  const at = new Date(text.trim());
  return Number.isNaN(at.getTime()) ? null : at;
}

/** `2026-12-14T10:00`, the India-time form an admin field shows. */
export function toIndianInput(at: Date): string {
  return indianWallClock(at).toISOString().slice(0, 16);
}

function clock(wall: Date): string {
  const hours = wall.getUTCHours();
  const minutes = String(wall.getUTCMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

const dayText = (wall: Date) => `${wall.getUTCDate()} ${MONTHS[wall.getUTCMonth()]} ${wall.getUTCFullYear()}`;

/** '14 Dec 2026': the day of an instant in India. */
export const formatIndianDay = (at: Date): string => dayText(indianWallClock(at));

/** The SPEC's `dateTime` string, rendered from the times: "14 Dec 2026, 10:00 AM - 2:00 PM". */
export function formatVenueDateTime(startsAt: Date, endsAt: Date): string {
  const start = indianWallClock(startsAt);
  const end = indianWallClock(endsAt);
  const sameDay = start.toISOString().slice(0, 10) === end.toISOString().slice(0, 10);
  return `${dayText(start)}, ${clock(start)} - ${sameDay ? '' : `${dayText(end)}, `}${clock(end)}`;
}

/** One instant in India time, as staff read it: "14 Dec 2026, 8:00 AM". */
export function formatIndianTime(at: Date | string): string {
  const wall = indianWallClock(new Date(at));
  return `${dayText(wall)}, ${clock(wall)}`;
}

/** When bookings close: the venue's own time, else two hours before the start. */
export function bookingClosesAt(startsAt: Date, closesAt: Date | null): Date {
  return closesAt ?? new Date(startsAt.getTime() - DEFAULT_BOOKING_CLOSE_MINUTES * 60_000);
}

const TEXT_DATE_RE = /(\d{1,2})\s+([A-Za-z]{3})[a-z]*\.?,?\s+(\d{4})/;
const TEXT_TIME_RE = /(\d{1,2})(?::(\d{2}))?\s*([AaPp])\.?[Mm]/g;

/**
 * A workshop's start and end read from a venue's free-text wording ('Sun, 13 Dec 2026 · 10:00 AM –
 * 2:00 PM'), as venues were written before they had times; null when it has no recognisable day,
 * month, year and start time. Without an end time the workshop lasts four hours.
 */
export function parseVenueText(text: string): { startsAt: Date; endsAt: Date } | null {
  const [, day, monthName = '', year] = TEXT_DATE_RE.exec(text) ?? [];
  const month = MONTHS.findIndex((name) => name.toLowerCase() === monthName.toLowerCase());
  const times = [...text.matchAll(TEXT_TIME_RE)].map(
    ([, hours, minutes, half = '']) =>
      ((Number(hours) % 12) + (half.toLowerCase() === 'p' ? 12 : 0)) * 60 + Number(minutes ?? 0),
  );
  const [startMinutes, endGiven] = times;
  if (month < 0 || startMinutes === undefined || Number(day) < 1 || Number(day) > 31) return null;
  const endMinutes =
    endGiven !== undefined && endGiven > startMinutes ? endGiven : startMinutes + DEFAULT_WORKSHOP_MINUTES;
  return {
    startsAt: fromIndianWallClock(Number(year), month, Number(day), startMinutes),
    endsAt: fromIndianWallClock(Number(year), month, Number(day), endMinutes),
  };
}
