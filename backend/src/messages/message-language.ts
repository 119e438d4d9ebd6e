import type { I18n } from '@lingui/core';
import { DEFAULT_LANGUAGE, formatWorkshopTimes, isLanguage, type GradeGroup, type Language } from '@robo/domain';
import type { BookingFacts } from './message-facts.js';

/**
 * A message is written with its language's translator (`Catalogs.translator`, catalogue area
 * `messages`; docs/decisions.md, Languages): these are the booking words that come from data.
 */

/** The language a translator writes. */
export function languageOf(i18n: I18n): Language {
  return isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
}

const GRADE_KEYS: Record<GradeGroup, string> = {
  'std-1-2': 'messages.grade.std12',
  'std-3-4': 'messages.grade.std34',
  'std-5-9': 'messages.grade.std59',
};

/** 'Std 1–2' / 'कक्षा 1–2' / 'इयत्ता 1–2'. */
export function gradeLabel(i18n: I18n, group: GradeGroup): string {
  return i18n._(GRADE_KEYS[group]);
}

/**
 * A workshop's times in the message's language: the venue's own text (`text`) in English, as the
 * SPEC writes it, and for a venue without times; `formatWorkshopTimes` otherwise.
 */
export function workshopTimes(i18n: I18n, text: string, startsAt: Date | null, endsAt: Date | null): string {
  const language = languageOf(i18n);
  return language === DEFAULT_LANGUAGE || !startsAt || !endsAt ? text : formatWorkshopTimes(language, startsAt, endsAt);
}

/** The booking as the message's language says it: its grade group's label and the workshop's times. */
export function bookingIn(i18n: I18n, booking: BookingFacts): BookingFacts {
  return {
    ...booking,
    grade: gradeLabel(i18n, booking.gradeGroup),
    dateTime: workshopTimes(i18n, booking.dateTime, booking.startsAt, booking.endsAt),
  };
}

/** "Hi Asha" / "नमस्ते Asha जी", or "Hi" when the name is not known (an order without one). */
export function greeting(i18n: I18n, name: string | null): string {
  return name ? i18n._('messages.hi.named', { name }) : i18n._('messages.hi.anonymous');
}

/** The sentence of a `booking_updated` message, by its `update` param (README.md, templates). */
const UPDATE_KEYS: Record<string, string> = {
  details_corrected: 'messages.bookingUpdated.detailsCorrected',
  cancel_requested: 'messages.bookingUpdated.cancelRequested',
  cancel_declined: 'messages.bookingUpdated.cancelDeclined',
};

/** What changed, in the message's language; a message queued before updates had names says its own `what`. */
export function bookingUpdate(i18n: I18n, params: Record<string, unknown>): string {
  const key = typeof params.update === 'string' ? UPDATE_KEYS[params.update] : undefined;
  if (!key) return String(params.what ?? '');
  const text = (name: string) => String(params[name] ?? '');
  return i18n._(key, {
    child: text('childName'),
    grade: isGradeGroup(params.gradeGroup) ? gradeLabel(i18n, params.gradeGroup) : '',
    school: text('schoolName'),
    reason: text('reason'),
  });
}

function isGradeGroup(value: unknown): value is GradeGroup {
  return typeof value === 'string' && Object.hasOwn(GRADE_KEYS, value);
}
