import type { I18n } from '@lingui/core';
import type { BookingFacts } from './message-facts.js';
import { workshopTimes } from './message-language.js';

/**
 * The words the `booking_reminder` and `venue_changed` messages share on both channels
 * (README.md, templates): when the workshop is, the kit line, and what changed.
 */

/** `48h` → "in 2 days", `5h` → "in 5 hours", `day-of-07:00` → "today" (libs/domain editionReminderKey). */
export function reminderWhen(i18n: I18n, reminderKey: string): string {
  const hours = /^(\d+)h$/.exec(reminderKey)?.[1];
  if (!hours) return i18n._('messages.when.today');
  const n = Number(hours);
  if (n % 24 === 0)
    return n === 24 ? i18n._('messages.when.tomorrow') : i18n._('messages.when.inDays', { count: n / 24 });
  return i18n._('messages.when.inHours', { count: n });
}

export function kitLine(i18n: I18n, b: BookingFacts): string {
  return b.takeawayKit ? i18n._('messages.kit.booked', { child: b.childName }) : i18n._('messages.kit.none');
}

export function mapLink(b: BookingFacts): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${b.venueName}, ${b.venueAddress}`)}`;
}

export interface VenueChange {
  label: string;
  was: string;
  now: string;
}

/** An instant param (ISO text), or null. */
const instant = (value: unknown): Date | null => (typeof value === 'string' ? new Date(value) : null);

/**
 * The changes a `venue_changed` message names: its `old*`/`new*` params, an unchanged pair being
 * null (times also as `old/newStartsAt`, `old/newEndsAt`, for the languages that write them their way).
 */
export function venueChanges(i18n: I18n, params: Record<string, unknown>): VenueChange[] {
  const changes: VenueChange[] = [];
  if (typeof params.oldDateTime === 'string')
    changes.push({
      label: i18n._('messages.booking.dateTime'),
      was: workshopTimes(i18n, params.oldDateTime, instant(params.oldStartsAt), instant(params.oldEndsAt)),
      now: workshopTimes(
        i18n,
        String(params.newDateTime ?? ''),
        instant(params.newStartsAt),
        instant(params.newEndsAt),
      ),
    });
  if (typeof params.oldAddress === 'string')
    changes.push({
      label: i18n._('messages.booking.address'),
      was: params.oldAddress,
      now: String(params.newAddress ?? ''),
    });
  return changes;
}
