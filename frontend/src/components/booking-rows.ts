import type { GradeGroup, Language } from '@robo/domain';
import { gradeGroupLabel } from '../i18n/grade-groups';
import type { Translate } from '../i18n/useT';
import { venueTimes, type VenueWhen } from '../i18n/venue-times';

/** What a booking (or a waiting-list offer) says about the child and the workshop. */
export interface BookingFacts {
  bookingId?: string;
  parentName: string;
  childName: string;
  gradeGroup: GradeGroup;
  schoolName: string;
  venue: VenueWhen & { displayName: string; address: string };
  takeawayKit?: boolean;
}

/**
 * The label/value rows of a booking as the payment dialog, the thank-you page and a waiting-list
 * offer show them, in the page's language (an offer has no booking id yet).
 */
export function bookingRows(
  { t, language }: { t: Translate; language: Language },
  booking: BookingFacts,
): [label: string, value: string][] {
  return [
    ...(booking.bookingId ? [[t('booking.field.bookingId'), booking.bookingId] as [string, string]] : []),
    [t('booking.field.parent'), booking.parentName],
    [t('booking.field.child'), booking.childName],
    [t('booking.field.gradeGroup'), gradeGroupLabel(t, booking.gradeGroup)],
    [t('booking.field.school'), booking.schoolName],
    [t('booking.field.venue'), booking.venue.displayName],
    [t('booking.field.dateTime'), venueTimes(language, booking.venue)],
    [t('booking.field.address'), booking.venue.address],
    ...(booking.takeawayKit
      ? [[t('booking.field.takeawayKit'), t('booking.takeawayKitNote')] as [string, string]]
      : []),
  ];
}
