import { formatWorkshopTimes, type Language, type MyBookingItem } from '@robo/domain';

/**
 * A booking's workshop times in the page's language: English keeps the server's `dateTime` (the
 * SPEC's text, as staff wrote or rendered it); Hindi and Marathi format the venue's times, and fall
 * back to that text for an old venue without them.
 */
export function bookingTimes(language: Language, booking: Pick<MyBookingItem, 'dateTime' | 'startsAt' | 'endsAt'>) {
  const { dateTime, startsAt, endsAt } = booking;
  if (language === 'en' || !startsAt || !endsAt) return dateTime;
  return formatWorkshopTimes(language, new Date(startsAt), new Date(endsAt));
}
