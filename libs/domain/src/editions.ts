import { FIRST_EDITION_TRANSLATIONS } from './first-edition-translations.js';
import type { Language } from './i18n/languages.js';
import { formatPaise } from './money.js';
import type { StaffRole } from './staff.js';
import { DEFAULT_EARLY_BIRD_LIMIT, FIRST_EDITION_PRICES, type TicketPrices } from './pricing.js';

/**
 * A season of workshops ("edition") as data: its prices, early-bird rule, seller and landing
 * content. Exactly one edition is on sale at a time; the public site reads that one.
 */
export const EDITION_STATUSES = ['draft', 'on_sale', 'closed', 'archived'] as const;
export type EditionStatus = (typeof EDITION_STATUSES)[number];

/** The moves an edition's status may make (draft -> on_sale -> closed -> archived; a closed one may reopen). */
export const EDITION_STATUS_MOVES: Record<EditionStatus, readonly EditionStatus[]> = {
  draft: ['on_sale', 'archived'],
  on_sale: ['closed'],
  closed: ['on_sale', 'archived'],
  archived: [],
};

/** The messages of the editions admin (the SPEC words none of them). */
export const EDITION_MESSAGES = {
  name: 'Edition name must be 2-200 characters',
  slug: 'Slug must contain only lowercase letters, numbers, and hyphens',
  slugTaken: 'An edition with this slug already exists',
  ticketPrice: 'Ticket price must be a whole number of paise, at least 100',
  regularPrice: 'Regular price must be a whole number of paise, at least 100',
  kitPrice: 'Kit prices must be whole numbers of paise, at least 100, for std-1-2, std-3-4 and std-5-9',
  earlyBirdPlaces: 'Early-bird places cannot be negative',
  sellerName: 'Seller name is required',
  sellerAddress: 'Seller address is required',
  sellerGstin: 'Seller GSTIN is not a valid GSTIN',
  headline: 'Headline is too long (at most 500 characters)',
  about: 'About text is too long (at most 5000 characters)',
  timelineDate: 'Each timeline entry needs a date of at most 60 characters',
  timelineText: 'Each timeline entry needs a text of at most 300 characters',
  faqQuestion: 'Each FAQ entry needs a question of at most 200 characters',
  faqAnswer: 'Each FAQ entry needs an answer of at most 2000 characters',
  themeTitle: 'Theme title is too long (at most 200 characters)',
  themeText: 'Theme text is too long (at most 3000 characters)',
  translatedTimeline: 'A translated timeline entry has a date of at most 60 characters and a text of at most 300',
  translatedFaq: 'A translated FAQ entry has a question of at most 200 characters and an answer of at most 2000',
  translatedEntries: 'A translation has no more timeline or FAQ entries than the English content',
  salesOpenAt: 'Sales open time must be a date and time such as 2026-10-01T09:00',
  salesCloseAt: 'Sales close time must be a date and time such as 2027-01-31T18:00',
  salesCloseBeforeOpen: 'Sales must close after they open',
  earlyBirdEndsAt: 'Early-bird end time must be a date and time such as 2026-11-30T23:59',
  shiftDays: 'Shift must be a whole number of days',
  status: 'Status must be one of draft, on_sale, closed, archived',
  language: 'Language must be one of en, hi, mr',
  notFound: 'Edition not found',
  reminder: 'Each reminder is either hoursBefore (1-720) or dayOfAt (a time such as 07:00), not both',
  reminderTwice: 'Each reminder may be given once',
  whatToBring: 'What to bring is too long (at most 1000 characters)',
  statusMove: (from: EditionStatus, to: EditionStatus) => `An edition cannot move from ${from} to ${to}.`,
  anotherOnSale: (name: string) => `"${name}" is on sale. Close its sales before opening another edition.`,
} as const;

export interface TimelineEntry {
  /** As the landing page shows it, e.g. "Jan 2027". */
  date: string;
  text: string;
}

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface EditionContent {
  headline: string;
  about: string;
  /** "This Year's Theme: {themeTitle}" on the landing page; paragraphs of its text are separated by a blank line. */
  themeTitle: string;
  themeText: string;
  timeline: TimelineEntry[];
  faq: FaqEntry[];
}

/** The languages an edition's content may be translated into (English is the content itself). */
export const TRANSLATION_LANGUAGES = ['hi', 'mr'] as const satisfies readonly Language[];
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

/**
 * An edition's content in another language. Any text may be empty or absent: the page shows the
 * English one there. Its timeline and FAQ entries are the English entries' translations, by
 * position (the Editions screen adds, removes and moves them together).
 */
export interface EditionTranslation {
  headline?: string;
  about?: string;
  themeTitle?: string;
  themeText?: string;
  timeline?: Partial<TimelineEntry>[];
  faq?: Partial<FaqEntry>[];
}

export type EditionTranslations = Partial<Record<TranslationLanguage, EditionTranslation>>;

/** The translated text, or the English one where the translation has none. */
const orEnglish = (translated: string | undefined, english: string) => translated?.trim() || english;

/**
 * An edition's content as a page in `language` shows it (docs/decisions.md, Languages): each text
 * translated where the edition has a translation of it, English otherwise; the entries are the
 * English ones, each field translated or English. Everything else of `edition` is kept.
 */
export function editionContentIn<T extends EditionContent & { translations: EditionTranslations }>(
  edition: T,
  language: Language,
): Omit<T, 'translations'> {
  const { translations, ...rest } = edition;
  const translation = language === 'en' ? undefined : translations[language];
  if (!translation) return rest;
  return {
    ...rest,
    headline: orEnglish(translation.headline, edition.headline),
    about: orEnglish(translation.about, edition.about),
    themeTitle: orEnglish(translation.themeTitle, edition.themeTitle),
    themeText: orEnglish(translation.themeText, edition.themeText),
    timeline: edition.timeline.map((entry, at) => ({
      date: orEnglish(translation.timeline?.[at]?.date, entry.date),
      text: orEnglish(translation.timeline?.[at]?.text, entry.text),
    })),
    faq: edition.faq.map((entry, at) => ({
      question: orEnglish(translation.faq?.[at]?.question, entry.question),
      answer: orEnglish(translation.faq?.[at]?.answer, entry.answer),
    })),
  };
}

/** Paise: the Super Early Bird ticket, the regular ticket (crossed out while places last), a kit per grade group. */
export type EditionPrices = TicketPrices;

export interface EditionSeller {
  name: string;
  address: string;
  gstin: string;
}

/**
 * An automatic reminder to every paid booking of a venue (backend/src/reminders/README.md): a number
 * of hours before the venue's start, or a time of day (India time) on the day of the workshop.
 */
export type EditionReminder = { hoursBefore: number } | { dayOfAt: string };

/** Two days before, and 07:00 on the day. */
export const DEFAULT_EDITION_REMINDERS: EditionReminder[] = [{ hoursBefore: 48 }, { dayOfAt: '07:00' }];

/** A reminder's name, unique within an edition: `48h`, `day-of-07:00` (the scan's SQL spells it the same way). */
export function editionReminderKey(reminder: EditionReminder): string {
  return 'hoursBefore' in reminder ? `${reminder.hoursBefore}h` : `day-of-${reminder.dayOfAt}`;
}

export interface EditionFields extends EditionPrices, EditionContent {
  name: string;
  slug: string;
  salesOpenAt: string | null;
  salesCloseAt: string | null;
  /** Places at the early-bird price; null: the EARLY_BIRD_LIMIT setting. */
  earlyBirdPlaces: number | null;
  /** The early-bird price ends then, whatever places are left; null: only places end it. */
  earlyBirdEndsAt: string | null;
  /** The seller on this edition's tax invoices; null: the SELLER_* settings. */
  seller: EditionSeller | null;
  /** Reminders to paid bookings before each venue's start. */
  reminders: EditionReminder[];
  /** Shown in the reminders: what a child brings on the day. */
  whatToBring: string;
  /** The landing content in Hindi and Marathi (editionContentIn). */
  translations: EditionTranslations;
}

export interface AdminEdition extends EditionFields {
  id: number;
  status: EditionStatus;
  venueCount: number;
  earlyBirdTaken: number;
  createdAt: string;
  updatedAt: string;
}

/** What the public landing page reads of the edition on sale (or a draft a staff member previews). */
export interface PublicEdition extends EditionContent {
  name: string;
  slug: string;
  status: EditionStatus;
  prices: EditionPrices;
}

/** `GET /api/edition`: the landing page's edition; null between seasons. */
export interface LandingEditionAnswer {
  edition: PublicEdition | null;
}

/** The query parameter of `GET /api/edition` naming the page's language (absent: English). */
export const EDITION_LANGUAGE_PARAM = 'language';

/** The query parameter of a staff preview of an edition's landing page: `/?edition={slug}`. */
export const EDITION_PREVIEW_PARAM = 'edition';

/** The roles that may preview a draft edition's landing page. */
export const EDITION_PREVIEW_ROLES: readonly StaffRole[] = ['owner', 'desk'];

/** Edition 1: the season the site sold before editions were data (its constants, and the landing page's words). */
export const FIRST_EDITION: EditionPrices &
  EditionContent & { name: string; slug: string; translations: EditionTranslations } = {
  name: 'RoboLeague 11th Edition',
  slug: 'roboleague-11',
  ...FIRST_EDITION_PRICES,
  kitPrices: { ...FIRST_EDITION_PRICES.kitPrices },
  headline:
    "This year's theme is a clean and green city. Your child builds a pick-and-place robot, learns how it works and plays the city clean-up game with other young engineers.",
  about:
    'Dear parents, children learn best with their hands. In four hours your child will build a working robot, discover why it moves the way it does and play a friendly game with other young engineers.',
  themeTitle: 'A Clean and Green City',
  themeText:
    'Cities need machines that keep them clean. In this edition every student builds a pick-and-place robot: a robot that picks up objects and places them exactly where they belong.\n\n' +
    'On the game field the robot collects litter, sorts waste into the right bins and carries saplings to the green zones of a model city. Students see how engineering can look after the place they live in.',
  timeline: [
    { date: 'Dec 2026', text: 'Workshop: build the robot and practise the game at a venue in your city.' },
    {
      date: 'To be announced',
      text: 'Zonal round: the best teams of each workshop compete against teams from nearby cities.',
    },
    { date: 'To be announced', text: 'Regional round: zonal winners meet the strongest teams of their region.' },
    { date: 'Jan 2027', text: 'National finale: the national finale takes place in Pune in Jan 2027.' },
  ],
  faq: [
    {
      question: 'How long is the workshop?',
      answer: '4 hours: 2 hours of robot assembly and training, then 2 hours of game practice with up to 150 students.',
    },
    {
      question: 'How many trainers are there?',
      answer: 'The trainer to student ratio is at most 1:20, so every child gets help when they need it.',
    },
    {
      question: 'Which grades can take part?',
      answer: 'Grades 1 to 9, in three groups: Std 1–2, Std 3–4 and Std 5–9. Each group has its own robot and format.',
    },
    {
      question: 'How much does it cost?',
      answer: `${formatPaise(FIRST_EDITION_PRICES.ticketPrice)} with the Super Early Bird offer for the first ${DEFAULT_EARLY_BIRD_LIMIT} students (regular price ${formatPaise(FIRST_EDITION_PRICES.regularPrice)}). If you add a takeaway kit, the kit price replaces the ticket price.`,
    },
  ],
  translations: FIRST_EDITION_TRANSLATIONS,
};
