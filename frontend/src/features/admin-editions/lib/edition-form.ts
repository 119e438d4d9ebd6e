import {
  DEFAULT_EDITION_REMINDERS,
  editionContentIn,
  FIRST_EDITION_PRICES,
  GRADE_GROUPS,
  paise,
  paiseToRupees,
  rupeesToPaise,
  toIndianInput,
  TRANSLATION_LANGUAGES,
  type AdminEdition,
  type Paise,
  type Rupees,
  type EditionContent,
  type EditionFields,
  type EditionReminder,
  type EditionTranslation,
  type EditionTranslations,
  type FaqEntry,
  type GradeGroup,
  type Language,
  type TimelineEntry,
  type TranslationLanguage,
} from '@robo/domain';

/**
 * A timeline or FAQ entry of the form: its English fields and each language's translation of them
 * ('' where untranslated). Kept in one entry, so adding, removing and moving entries moves their
 * translations with them.
 */
export type FormEntry<T> = T & { translated: Record<TranslationLanguage, T> };

/** The landing texts outside the entries, in one language. */
export interface LandingTexts {
  headline: string;
  about: string;
  themeTitle: string;
  themeText: string;
}

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
  ticketRupees: Rupees;
  regularRupees: Rupees;
  kitRupees: Record<GradeGroup, Rupees>;
  earlyBirdPlaces: number;
  earlyBirdEndsAt: string;
  sellerName: string;
  sellerAddress: string;
  sellerGstin: string;
  headline: string;
  about: string;
  themeTitle: string;
  themeText: string;
  /** The texts in Hindi and Marathi ('' where untranslated); the entries' are in each entry. */
  translated: Record<TranslationLanguage, LandingTexts>;
  timeline: FormEntry<TimelineEntry>[];
  faq: FormEntry<FaqEntry>[];
  /** `48h, 07:00`: hours before the start, or a time on the day (India time). */
  reminders: string;
  whatToBring: string;
}

const inputTime = (iso: string | null) => (iso ? toIndianInput(new Date(iso)) : '');
/** One value per grade group. */
const perGroup = <Amount extends number>(value: (group: GradeGroup) => Amount) =>
  Object.fromEntries(GRADE_GROUPS.map((group) => [group, value(group)])) as Record<GradeGroup, Amount>;
const kitRupees = (kit: Record<GradeGroup, Paise>) => perGroup((group) => paiseToRupees(kit[group]));

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

const perLanguage = <T>(value: (language: TranslationLanguage) => T) =>
  Object.fromEntries(TRANSLATION_LANGUAGES.map((language) => [language, value(language)])) as Record<
    TranslationLanguage,
    T
  >;

/** `entry` with each language's translation of it (`translation`), '' for a field it lacks. */
function withTranslations<T extends object>(
  entry: T,
  translation: (language: TranslationLanguage) => Partial<T> | undefined = () => undefined,
): FormEntry<T> {
  const fields = (language: TranslationLanguage) =>
    Object.fromEntries(Object.keys(entry).map((key) => [key, translation(language)?.[key as keyof T] ?? ''])) as T;
  return { ...entry, translated: perLanguage(fields) };
}

/** A new timeline or FAQ entry: empty in every language. */
export const blankEntry = <T extends object>(entry: T): FormEntry<T> => withTranslations(entry);

const textsIn = (translation: EditionTranslation | undefined): LandingTexts => ({
  headline: translation?.headline ?? '',
  about: translation?.about ?? '',
  themeTitle: translation?.themeTitle ?? '',
  themeText: translation?.themeText ?? '',
});

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
      themeTitle: '',
      themeText: '',
      translated: perLanguage(() => textsIn(undefined)),
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
    themeTitle: edition.themeTitle,
    themeText: edition.themeText,
    translated: perLanguage((language) => textsIn(edition.translations[language])),
    timeline: edition.timeline.map((entry, at) =>
      withTranslations(entry, (language) => edition.translations[language]?.timeline?.[at]),
    ),
    faq: edition.faq.map((entry, at) =>
      withTranslations(entry, (language) => edition.translations[language]?.faq?.[at]),
    ),
    reminders: edition.reminders.map(reminderText).join(', '),
    whatToBring: edition.whatToBring,
  };
}

/** The landing content part of the form. */
type ContentForm = Pick<EditionForm, keyof LandingTexts | 'translated' | 'timeline' | 'faq'>;

const english = <T>({ translated: _translated, ...entry }: FormEntry<T>): T => entry as T;

/** Whether a translation has any text at all (one with none is not sent). */
const hasText = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.trim() !== ''
    : typeof value === 'object' && value !== null && Object.values(value).some(hasText);

/** The form's translations as the server takes them: each language with any text, its entries by position. */
function translationsOf(form: ContentForm): EditionTranslations {
  const translations: EditionTranslations = {};
  for (const language of TRANSLATION_LANGUAGES) {
    const translation: EditionTranslation = {
      ...form.translated[language],
      timeline: form.timeline.map((entry) => entry.translated[language]),
      faq: form.faq.map((entry) => entry.translated[language]),
    };
    if (hasText(translation)) translations[language] = translation;
  }
  return translations;
}

/** The landing content the form holds, as a page in `language` would show it (the Editions screen's preview). */
export function formContentIn(form: ContentForm, language: Language): EditionContent {
  return editionContentIn(
    {
      headline: form.headline,
      about: form.about,
      themeTitle: form.themeTitle,
      themeText: form.themeText,
      timeline: form.timeline.map(english),
      faq: form.faq.map(english),
      translations: translationsOf(form),
    },
    language,
  );
}

/** Rupees as typed, in paise; a blank or bad entry (NaN) is sent as it is, for the server's message. */
const sentPaise = (amount: Rupees): Paise => (Number.isFinite(amount) ? rupeesToPaise(amount) : paise(amount));
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
    ticketPrice: sentPaise(form.ticketRupees),
    regularPrice: sentPaise(form.regularRupees),
    kitPrices: perGroup((group) => sentPaise(form.kitRupees[group])),
    earlyBirdPlaces: Number.isNaN(form.earlyBirdPlaces) ? null : form.earlyBirdPlaces,
    earlyBirdEndsAt: sentTime(form.earlyBirdEndsAt),
    seller: sellerGiven ? { name: form.sellerName, address: form.sellerAddress, gstin: form.sellerGstin } : null,
    headline: form.headline,
    about: form.about,
    themeTitle: form.themeTitle,
    themeText: form.themeText,
    timeline: form.timeline.map(english),
    faq: form.faq.map(english),
    translations: translationsOf(form),
    reminders: readReminders(form.reminders),
    whatToBring: form.whatToBring,
  };
}
