import { formatWorkshopTimes, type Language } from '@robo/domain';

/** A venue as the public answers give it: the SPEC's `dateTime` text, and its times when set. */
export interface VenueWhen {
  dateTime: string;
  startsAt?: string | null;
  endsAt?: string | null;
}

/**
 * When a workshop takes place, in the page's language: English keeps the venue's `dateTime` as the
 * SPEC prints it; Hindi and Marathi format its times (libs/domain/src/i18n/format.ts), or show the
 * text of a venue whose times are not set.
 */
export function venueTimes(language: Language, { dateTime, startsAt, endsAt }: VenueWhen): string {
  if (language === 'en' || !startsAt || !endsAt) return dateTime;
  return formatWorkshopTimes(language, new Date(startsAt), new Date(endsAt));
}
