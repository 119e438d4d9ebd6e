import {
  DEFAULT_EDITION_REMINDERS,
  FIRST_EDITION_PRICES,
  GRADE_GROUPS,
  paiseToRupees,
  rupees,
  rupeesToPaise,
  toIndianInput,
  type AdminEdition,
  type EditionFields,
  type EditionReminder,
  type FaqEntry,
  type GradeGroup,
  type TimelineEntry,
} from '@robo/domain';

/**
 * The edition form: prices in rupees, times as India-time `datetime-local` text, optional numbers
 * as NaN when empty (FormTextField's numeric fields). The server checks every rule and answers the
 * message; this only converts.
 */
export interface EditionForm {
  name: string;
  slug: string;
  salesOpenAt: string;
  salesCloseAt: string;
  ticketRupees: number;
  regularRupees: number;
  kitRupees: Record<GradeGroup, number>;
  earlyBirdPlaces: number;
  earlyBirdEndsAt: string;
  sellerName: string;
  sellerAddress: string;
  sellerGstin: string;
  headline: string;
  about: string;
  timeline: TimelineEntry[];
  faq: FaqEntry[];
  /** `48h, 07:00`: hours before the start, or a time on the day (India time). */
  reminders: string;
  whatToBring: string;
}

const inputTime = (iso: string | null) => (iso ? toIndianInput(new Date(iso)) : '');
/** One value per grade group. */
const perGroup = (value: (group: GradeGroup) => number) =>
  Object.fromEntries(GRADE_GROUPS.map((group) => [group, value(group)])) as Record<GradeGroup, number>;
const kitRupees = (kit: Record<GradeGroup, number>) => perGroup((group) => paiseToRupees(kit[group]));

const reminderText = (reminder: EditionReminder) =>
  'hoursBefore' in reminder ? `${reminder.hoursBefore}h` : reminder.dayOfAt;

/** `48h` or `48`: hours before; `07:00`: on the day. Anything else is sent as hours the server refuses with its message. */
function readReminder(text: string): EditionReminder {
  if (text.includes(':')) return { dayOfAt: text };
  return { hoursBefore: /^\d+h?$/i.test(text) ? Number.parseInt(text, 10) : Number.NaN };
}

const readReminders = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(readReminder);

/** A new edition starts from edition 1's prices and no content. */
export function editionToForm(edition?: AdminEdition): EditionForm {
  if (!edition)
    return {
      name: '',
      slug: '',
      salesOpenAt: '',
      salesCloseAt: '',
      ticketRupees: paiseToRupees(FIRST_EDITION_PRICES.ticketPrice),
      regularRupees: paiseToRupees(FIRST_EDITION_PRICES.regularPrice),
      kitRupees: kitRupees(FIRST_EDITION_PRICES.kitPrices),
      earlyBirdPlaces: Number.NaN,
      earlyBirdEndsAt: '',
      sellerName: '',
      sellerAddress: '',
      sellerGstin: '',
      headline: '',
      about: '',
      timeline: [],
      faq: [],
      reminders: DEFAULT_EDITION_REMINDERS.map(reminderText).join(', '),
      whatToBring: '',
    };
  return {
    name: edition.name,
    slug: edition.slug,
    salesOpenAt: inputTime(edition.salesOpenAt),
    salesCloseAt: inputTime(edition.salesCloseAt),
    ticketRupees: paiseToRupees(edition.ticketPrice),
    regularRupees: paiseToRupees(edition.regularPrice),
    kitRupees: kitRupees(edition.kitPrices),
    earlyBirdPlaces: edition.earlyBirdPlaces ?? Number.NaN,
    earlyBirdEndsAt: inputTime(edition.earlyBirdEndsAt),
    sellerName: edition.seller?.name ?? '',
    sellerAddress: edition.seller?.address ?? '',
    sellerGstin: edition.seller?.gstin ?? '',
    headline: edition.headline,
    about: edition.about,
    timeline: edition.timeline.map((entry) => ({ ...entry })),
    faq: edition.faq.map((entry) => ({ ...entry })),
    reminders: edition.reminders.map(reminderText).join(', '),
    whatToBring: edition.whatToBring,
  };
}

/** Paise of a rupee amount typed in the form; NaN stays NaN so the server refuses it with its message. */
const paise = (amount: number) => (Number.isFinite(amount) ? rupeesToPaise(rupees(amount)) : amount);
/** India time as typed (`2026-12-14T10:00`): the server reads it and answers a message for a bad one. */
const sentTime = (text: string) => text || null;

/** The body of POST/PUT /api/admin/editions. No seller details at all: the SELLER_* settings. */
export function formToEdition(form: EditionForm): EditionFields {
  const sellerGiven = [form.sellerName, form.sellerAddress, form.sellerGstin].some((text) => text.trim());
  return {
    name: form.name,
    slug: form.slug,
    salesOpenAt: sentTime(form.salesOpenAt),
    salesCloseAt: sentTime(form.salesCloseAt),
    ticketPrice: paise(form.ticketRupees),
    regularPrice: paise(form.regularRupees),
    kitPrices: perGroup((group) => paise(form.kitRupees[group])),
    earlyBirdPlaces: Number.isNaN(form.earlyBirdPlaces) ? null : form.earlyBirdPlaces,
    earlyBirdEndsAt: sentTime(form.earlyBirdEndsAt),
    seller: sellerGiven ? { name: form.sellerName, address: form.sellerAddress, gstin: form.sellerGstin } : null,
    headline: form.headline,
    about: form.about,
    timeline: form.timeline,
    faq: form.faq,
    reminders: readReminders(form.reminders),
    whatToBring: form.whatToBring,
  };
}
