import type { GradeGroup } from './constants.js';
import {
  BASE_TICKET_PAISE,
  DEFAULT_EARLY_BIRD_LIMIT,
  KIT_PRICES_PAISE,
  REGULAR_TICKET_PAISE,
} from './pricing.js';

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
  timeline: TimelineEntry[];
  faq: FaqEntry[];
}

export interface EditionPrices {
  /** Paise: the Super Early Bird ticket. */
  ticketPrice: number;
  /** Paise: the regular ticket, shown crossed out while early-bird places last. */
  regularPrice: number;
  /** Paise per grade group: a takeaway kit replaces the ticket price. */
  kitPrices: Record<GradeGroup, number>;
}

export interface EditionSeller {
  name: string;
  address: string;
  gstin: string;
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
}

/** Edition 1: the season the site sold before editions were data (its constants, and the landing page's words). */
export const FIRST_EDITION: EditionPrices & EditionContent & { name: string; slug: string } = {
  name: 'RoboLeague 11th Edition',
  slug: 'roboleague-11',
  ticketPrice: BASE_TICKET_PAISE,
  regularPrice: REGULAR_TICKET_PAISE,
  kitPrices: { ...KIT_PRICES_PAISE },
  headline:
    "This year's theme is a clean and green city. Your child builds a pick-and-place robot, learns how it works and plays the city clean-up game with other young engineers.",
  about:
    'Dear parents, children learn best with their hands. In four hours your child will build a working robot, discover why it moves the way it does and play a friendly game with other young engineers.',
  timeline: [
    { date: 'Dec 2026', text: 'Workshop: build the robot and practise the game at a venue in your city.' },
    { date: 'To be announced', text: 'Zonal round: the best teams of each workshop compete against teams from nearby cities.' },
    { date: 'To be announced', text: 'Regional round: zonal winners meet the strongest teams of their region.' },
    { date: 'Jan 2026', text: 'National finale: the national finale takes place in Pune in Jan 2026.' },
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
      answer: `₹349 with the Super Early Bird offer for the first ${DEFAULT_EARLY_BIRD_LIMIT} students (regular price ₹1,999). If you add a takeaway kit, the kit price replaces the ticket price.`,
    },
  ],
};
