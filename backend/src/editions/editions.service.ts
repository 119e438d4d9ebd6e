import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  editionContentIn,
  type EditionStatus,
  type EditionTranslations,
  type Language,
  type PublicEdition,
  type TicketPrices,
  type Paise,
} from '@robo/domain';
import type { DataSource } from 'typeorm';
import { ShortLivedCache } from '../common/short-lived-cache.js';
import { maybeOne, rows } from '../common/sql.js';

/** What a booking needs of its edition: prices and the early-bird rule. */
export interface EditionTerms {
  id: number;
  status: EditionStatus;
  prices: TicketPrices;
  /** Null: the EARLY_BIRD_LIMIT setting. */
  earlyBirdPlaces: number | null;
  earlyBirdEndsAt: Date | null;
}

interface TermsRow extends EditionTerms {
  ticketPrice: Paise;
  regularPrice: Paise;
  kitPrices: TicketPrices['kitPrices'];
}

interface Known {
  editions: Map<number, EditionTerms>;
  /** Venue id → its edition: a venue never changes edition, so a stale entry is still right. */
  venueEdition: Map<number, number>;
  onSale: EditionTerms | null;
}

const CONTENT_COLUMNS = `name, slug, status, headline, about, theme_title AS "themeTitle", theme_text AS "themeText",
  timeline, faq, translations,
  json_build_object('ticketPrice', ticket_price, 'regularPrice', regular_price, 'kitPrices', kit_prices) AS prices`;

/** How long a process renders its landing page from its copy of the edition on sale before asking again. */
const LANDING_RECHECK_MS = 1000;

/** An edition's landing content as stored: English, and its translations. */
type StoredContent = PublicEdition & { translations: EditionTranslations };

/** The landing page's edition and a version that moves when it (or which edition is on sale) changes. */
export interface LandingEdition {
  edition: PublicEdition | null;
  version: string;
}

/** The landing page's edition as stored, with its version. */
interface StoredLanding {
  edition: StoredContent | null;
  version: string;
}

/**
 * Public reads of editions: the one on sale (the public site's), a venue's edition for pricing a
 * booking, and a draft's content for a staff preview. Cached for half a second per process like
 * the venue list; `editionsChanged()` clears it after a committed change here.
 */
@Injectable()
export class EditionsService {
  private readonly known = new ShortLivedCache<Known>(async () => {
    const [editions, venues] = await Promise.all([
      rows<TermsRow>(
        this.db,
        `SELECT id, status, ticket_price AS "ticketPrice", regular_price AS "regularPrice", kit_prices AS "kitPrices",
                early_bird_places AS "earlyBirdPlaces", early_bird_ends_at AS "earlyBirdEndsAt"
         FROM editions`,
      ),
      // The venue → edition map: read here rather than through VenuesService, which depends on this module.
      rows<{ id: number; editionId: number }>(this.db, `SELECT id, edition_id AS "editionId" FROM venues`),
    ]);
    const terms = new Map(
      editions.map(({ ticketPrice, regularPrice, kitPrices, ...edition }) => [
        edition.id,
        { ...edition, prices: { ticketPrice, regularPrice, kitPrices } },
      ]),
    );
    return {
      editions: terms,
      venueEdition: new Map(venues.map((venue) => [venue.id, venue.editionId])),
      onSale: [...terms.values()].find((edition) => edition.status === 'on_sale') ?? null,
    };
  });

  private landing?: { value: StoredLanding; checkedAt: number };
  private landingLoad?: Promise<StoredLanding>;

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * The edition on sale as the landing page in `language` renders it (its content in that language,
   * English where untranslated), re-checked at most once a second, so the pages of every process
   * follow a change made in any of them (as the catalogue does for its pages). One version for every language.
   */
  readonly forLanding = {
    current: async (language: Language): Promise<LandingEdition> => {
      const { edition, version } = await this.storedLanding();
      return { edition: edition && editionContentIn(edition, language), version };
    },
    freshVersion: (): string | undefined => {
      const landing = this.landing;
      return landing && Date.now() - landing.checkedAt < LANDING_RECHECK_MS ? landing.value.version : undefined;
    },
  };

  /** The edition on sale, or null between seasons. */
  async onSale(): Promise<EditionTerms | null> {
    return (await this.known.get()).onSale;
  }

  /** The terms of a venue's edition, or null for an unknown venue. */
  async forVenue(venueId: number): Promise<EditionTerms | null> {
    let known = await this.known.get();
    if (!known.venueEdition.has(venueId)) {
      // A venue made since the last load (perhaps by another process).
      this.known.clear();
      known = await this.known.get();
    }
    const editionId = known.venueEdition.get(venueId);
    return editionId === undefined ? null : (known.editions.get(editionId) ?? null);
  }

  /** Any edition's landing content in `language` by its slug, for a staff preview (the caller checks the role); null if none. */
  async preview(slug: string, language: Language): Promise<PublicEdition | null> {
    const edition = await maybeOne<StoredContent>(this.db, `SELECT ${CONTENT_COLUMNS} FROM editions WHERE slug = $1`, [
      slug,
    ]);
    return edition ? editionContentIn(edition, language) : null;
  }

  /** After committing an edition change: public reads show it from now on. */
  editionsChanged(): void {
    this.known.clear();
    this.landing = undefined;
  }

  private storedLanding(): Promise<StoredLanding> {
    const landing = this.landing;
    if (landing && Date.now() - landing.checkedAt < LANDING_RECHECK_MS) return Promise.resolve(landing.value);
    return (this.landingLoad ??= this.loadLanding().finally(() => {
      this.landingLoad = undefined;
    }));
  }

  private async loadLanding(): Promise<StoredLanding> {
    const row = await maybeOne<StoredContent & { version: string }>(
      this.db,
      `SELECT ${CONTENT_COLUMNS}, id || ' ' || updated_at::text AS version FROM editions WHERE status = 'on_sale'`,
    );
    const { version = 'none', ...edition } = row ?? {};
    const value = { edition: row ? (edition as StoredContent) : null, version };
    this.landing = { value, checkedAt: Date.now() };
    return value;
  }
}
