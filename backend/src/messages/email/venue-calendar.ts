import { createEvent, type DateArray } from 'ics';
import type { BookingFacts } from '../message-facts.js';

const utcArray = (d: Date): DateArray => [
  d.getUTCFullYear(),
  d.getUTCMonth() + 1,
  d.getUTCDate(),
  d.getUTCHours(),
  d.getUTCMinutes(),
];

/** The `.ics` calendar entry attached to the booking confirmation, at the venue's times; null when it has none. */
export function bookingCalendar(booking: BookingFacts, thankYouUrl: string, uidDomain: string): string | null {
  if (!booking.startsAt || !booking.endsAt) return null;
  const times = { start: booking.startsAt, end: booking.endsAt };
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
