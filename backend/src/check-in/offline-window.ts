import { checkInError } from './check-in.errors.js';
import { VENUE_NOT_FOUND } from './check-in-bookings.js';
import { execute, maybeOne, type SqlRunner } from '../common/sql.js';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** '13 Dec 2026' in a venue's own wording ('Sun, 13 Dec 2026 · 10:00 AM'). */
const DAY = /(\d{1,2})\s+([A-Za-z]{3})[a-z]*\.?,?\s+(\d{4})/;
/** Venues give their dates in India Standard Time. */
const IST_OFFSET_MS = 330 * 60_000;

/** Midnight (IST) starting the venue's event day, or null when its wording names no date. */
export function eventDayStart(venueDateTime: string): Date | null {
  const [, day, month = '', year] = DAY.exec(venueDateTime) ?? [];
  const monthIndex = MONTHS.indexOf(month.toLowerCase());
  if (monthIndex < 0) return null;
  return new Date(Date.UTC(Number(year), monthIndex, Number(day)) - IST_OFFSET_MS);
}

/** Remembers that a device spoke to the server about a venue just now (a roster download, an online scan). */
export function recordContact(on: SqlRunner, venueId: number, deviceId: string): Promise<number> {
  return execute(
    on,
    `INSERT INTO check_in_devices (venue_id, device_id, online_at) VALUES ($1, $2, now())
     ON CONFLICT (venue_id, device_id) DO UPDATE SET online_at = greatest(check_in_devices.online_at, EXCLUDED.online_at)`,
    [venueId, deviceId],
  );
}

/**
 * The earliest moment an offline scan from this device can have happened (backend/src/check-in/README.md,
 * "Offline"): not before its last contact with the server, nor before the event day. A device the
 * server never heard from at this venue has no offline window: its scans count as made now.
 */
export async function offlineWindowStart(on: SqlRunner, venueId: number, deviceId: string, now: Date): Promise<Date> {
  const row = await maybeOne<{ dateTime: string; onlineAt: Date | null }>(
    on,
    `SELECT v.date_time AS "dateTime", d.online_at AS "onlineAt"
     FROM venues v LEFT JOIN check_in_devices d ON d.venue_id = v.id AND d.device_id = $2 WHERE v.id = $1`,
    [venueId, deviceId],
  );
  if (!row) throw checkInError.VENUE_NOT_FOUND(VENUE_NOT_FOUND);
  const contact = row.onlineAt ?? now;
  const eventDay = eventDayStart(row.dateTime);
  return eventDay && eventDay > contact ? eventDay : contact;
}

/** A device's claimed scan time moved into its offline window, which ends now. */
export function withinWindow(claimed: Date, windowStart: Date, now: Date): Date {
  return new Date(Math.min(now.getTime(), Math.max(windowStart.getTime(), claimed.getTime())));
}
