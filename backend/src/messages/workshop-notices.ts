import type { BookingFacts } from './message-facts.js';

/**
 * The words the `booking_reminder` and `venue_changed` messages share on both channels
 * (README.md, templates): when the workshop is, the kit line, and what changed.
 */

/** `48h` → "in 2 days", `5h` → "in 5 hours", `day-of-07:00` → "today" (libs/domain editionReminderKey). */
export function reminderWhen(reminderKey: string): string {
  const hours = /^(\d+)h$/.exec(reminderKey)?.[1];
  if (!hours) return 'today';
  const n = Number(hours);
  if (n % 24 === 0) return n === 24 ? 'tomorrow' : `in ${n / 24} days`;
  return `in ${n} ${n === 1 ? 'hour' : 'hours'}`;
}

export function kitLine(b: BookingFacts): string {
  return b.takeawayKit
    ? `A takeaway kit is booked for ${b.childName}: collect it at the venue.`
    : 'No takeaway kit is booked.';
}

export function mapLink(b: BookingFacts): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${b.venueName}, ${b.venueAddress}`)}`;
}

export interface VenueChange {
  label: string;
  was: string;
  now: string;
}

/** The changes a `venue_changed` message names: its `old*`/`new*` params, an unchanged pair being null. */
export function venueChanges(params: Record<string, unknown>): VenueChange[] {
  const pairs: Array<[string, string, string]> = [
    ['Date and time', 'oldDateTime', 'newDateTime'],
    ['Address', 'oldAddress', 'newAddress'],
  ];
  return pairs
    .filter(([, was]) => typeof params[was] === 'string')
    .map(([label, was, now]) => ({ label, was: String(params[was]), now: String(params[now] ?? '') }));
}
