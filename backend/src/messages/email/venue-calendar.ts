import type { I18n } from '@lingui/core';
import { createEvent, type DateArray } from 'ics';
import type { BookingFacts } from '../message-facts.js';

const utcArray = (d: Date): DateArray => [
  d.getUTCFullYear(),
  d.getUTCMonth() + 1,
  d.getUTCDate(),
  d.getUTCHours(),
  d.getUTCMinutes(),
];

/**
 * How the calendar file is sent: `PUBLISH` with the confirmation (the event is added), `REQUEST`
 * with a change notice (the organiser updates the event the parent already has: same UID, higher
 * SEQUENCE, organizer and attendee named so calendar clients apply it).
 */
export type CalendarMethod = 'PUBLISH' | 'REQUEST';

export interface CalendarParties {
  method: CalendarMethod;
  /** The organizer's address (MAIL_FROM's), needed by REQUEST. */
  organizerEmail: string;
  /** The message's translator: the event's title and description are in the parent's language. */
  i18n?: I18n;
}

/** Whether a booking has a calendar entry: its venue's times are set. */
export function hasCalendar(booking: BookingFacts): boolean {
  return !!booking.startsAt && !!booking.endsAt;
}

/**
 * The `.ics` calendar entry of a booking, at the venue's times; null when it has none. One UID per
 * booking, and the venue's `calendarSequence` as SEQUENCE, so every later file replaces the earlier.
 * Without a translator (a look at its times only) the event has no title or description.
 */
export function bookingCalendar(
  booking: BookingFacts,
  thankYouUrl: string,
  uidDomain: string,
  parties: CalendarParties = { method: 'PUBLISH', organizerEmail: '' },
): string | null {
  if (!booking.startsAt || !booking.endsAt) return null;
  const times = { start: booking.startsAt, end: booking.endsAt };
  const request = parties.method === 'REQUEST';
  const { error, value } = createEvent({
    method: parties.method,
    uid: `${booking.bookingId}@${uidDomain}`,
    sequence: booking.calendarSequence,
    title: parties.i18n?._('messages.calendar.title', { child: booking.childName }),
    description: parties.i18n?._('messages.calendar.description', { bookingId: booking.bookingId, url: thankYouUrl }),
    location: `${booking.venueName}, ${booking.venueAddress}`,
    url: thankYouUrl,
    start: utcArray(times.start),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utcArray(times.end),
    endInputType: 'utc',
    endOutputType: 'utc',
    productId: 'roboleague/messages',
    ...(request && {
      organizer: { name: 'RoboLeague', email: parties.organizerEmail },
      attendees: [{ name: booking.parentName, email: booking.email, rsvp: false, role: 'REQ-PARTICIPANT' }],
    }),
  });
  if (error || !value) throw error ?? new Error('ics produced no calendar');
  return value;
}
