import {
  formatVenueDateTime,
  parseVenueText,
  parseVenueTime,
  VENUE_TIME_MESSAGES,
  type VenueTimeMessage,
} from '@robo/domain';
import type { AdminVenueDto } from './dto/admin-venue.dto.js';
import { venueError } from './venues.errors.js';

export interface VenueTimes {
  startsAt: Date;
  endsAt: Date;
  bookingClosesAt: Date | null;
  /** The SPEC's `dateTime`, rendered from the times. */
  dateTime: string;
}

function timeOrRefuse(text: string | undefined, message: VenueTimeMessage): Date {
  const at = text ? parseVenueTime(text) : null;
  if (!at) throw venueError.VENUE_INVALID_TIME(VENUE_TIME_MESSAGES[message]);
  return at;
}

/**
 * A venue's times from an admin body: `startsAt` and `endsAt` (India time or ISO), else its
 * free-text `dateTime` as venues were written before; 400 with a message when malformed, when the
 * end is not after the start, when bookings would close after the start, or when a time being set
 * is in the past (`unchanged` are the stored times: saving other fields of a past venue is fine).
 */
export function venueTimesFrom(
  dto: AdminVenueDto,
  unchanged: { startsAt: Date | null } | null,
  now = new Date(),
): VenueTimes {
  let startsAt: Date;
  let endsAt: Date;
  if (dto.startsAt || dto.endsAt) {
    startsAt = timeOrRefuse(dto.startsAt, 'startsAtInvalid');
    endsAt = timeOrRefuse(dto.endsAt, 'endsAtInvalid');
  } else {
    const read = parseVenueText(dto.dateTime ?? '');
    if (!read) throw venueError.VENUE_INVALID_TIME(VENUE_TIME_MESSAGES.dateTimeUnreadable);
    ({ startsAt, endsAt } = read);
  }
  if (endsAt <= startsAt) throw venueError.VENUE_INVALID_TIME(VENUE_TIME_MESSAGES.endBeforeStart);
  const moved = unchanged?.startsAt?.getTime() !== startsAt.getTime();
  if (moved && startsAt <= now) throw venueError.VENUE_INVALID_TIME(VENUE_TIME_MESSAGES.startsInPast);
  const bookingClosesAt = dto.bookingClosesAt ? timeOrRefuse(dto.bookingClosesAt, 'bookingClosesAtInvalid') : null;
  if (bookingClosesAt && bookingClosesAt > startsAt)
    throw venueError.VENUE_INVALID_TIME(VENUE_TIME_MESSAGES.closesAfterStart);
  return { startsAt, endsAt, bookingClosesAt, dateTime: formatVenueDateTime(startsAt, endsAt) };
}
