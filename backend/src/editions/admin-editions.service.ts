import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  editionReminderKey,
  EDITION_MESSAGES,
  EDITION_STATUS_MOVES,
  isValidGstin,
  TRANSLATION_LANGUAGES,
  type AdminEdition,
  type EditionReminder,
  type EditionStatus,
  type EditionTranslations,
} from '@robo/domain';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import type { Actor } from '../audit/actor.js';
import { AuditLog } from '../audit/audit-log.js';
import { execute, maybeOne, one, rows } from '../common/sql.js';
import { copyVenuesToEdition } from '../venues/venue-copies.js';
import { VenuesService } from '../venues/venues.service.js';
import type { CloneEditionDto, EditionDto } from './dto/edition.dto.js';
import { optionalTime } from './edition-times.js';
import { editionError } from './editions.errors.js';
import { EditionsService } from './editions.service.js';

const EDITION_COLUMNS = `e.id, e.name, e.slug, e.status, e.sales_open_at AS "salesOpenAt", e.sales_close_at AS "salesCloseAt",
  e.ticket_price AS "ticketPrice", e.regular_price AS "regularPrice", e.kit_prices AS "kitPrices",
  e.early_bird_places AS "earlyBirdPlaces", e.early_bird_ends_at AS "earlyBirdEndsAt", e.seller,
  e.headline, e.about, e.theme_title AS "themeTitle", e.theme_text AS "themeText", e.timeline, e.faq, e.translations, e.reminders, e.what_to_bring AS "whatToBring", e.created_at AS "createdAt", e.updated_at AS "updatedAt",
  (SELECT count(*)::int FROM venues v WHERE v.edition_id = e.id) AS "venueCount",
  coalesce((SELECT value FROM counters c WHERE c.key = 'early_bird:' || e.id), 0) AS "earlyBirdTaken"`;

/** The columns an edition's body writes, in the order of `fieldValues`. */
const FIELD_COLUMNS = `name, slug, sales_open_at, sales_close_at, ticket_price, regular_price, kit_prices,
  early_bird_places, early_bird_ends_at, seller, headline, about, timeline, faq, reminders, what_to_bring,
  theme_title, theme_text, translations`;

type EditionRow = Omit<AdminEdition, 'salesOpenAt' | 'salesCloseAt' | 'earlyBirdEndsAt' | 'createdAt' | 'updatedAt'> & {
  salesOpenAt: Date | null;
  salesCloseAt: Date | null;
  earlyBirdEndsAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

const iso = (at: Date | null) => (at ? at.toISOString() : null);

function toAdminEdition(row: EditionRow): AdminEdition {
  return {
    ...row,
    salesOpenAt: iso(row.salesOpenAt),
    salesCloseAt: iso(row.salesCloseAt),
    earlyBirdEndsAt: iso(row.earlyBirdEndsAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function slugTakenOr(err: unknown): unknown {
  const code = err instanceof QueryFailedError ? (err.driverError as { code?: string }).code : undefined;
  const constraint = err instanceof QueryFailedError ? (err.driverError as { constraint?: string }).constraint : '';
  if (code === '23505' && constraint === 'editions_slug_key')
    return editionError.EDITION_SLUG_TAKEN(EDITION_MESSAGES.slugTaken);
  return err;
}

/** The reminders as stored: each one offset or one time of day, no two alike (400 otherwise). */
function reminderValues(dto: EditionDto): EditionReminder[] {
  const reminders = dto.reminders.map((r): EditionReminder => {
    if ((r.hoursBefore === undefined) === (r.dayOfAt === undefined))
      throw editionError.EDITION_INVALID_REMINDER(EDITION_MESSAGES.reminder);
    return r.hoursBefore === undefined ? { dayOfAt: r.dayOfAt as string } : { hoursBefore: r.hoursBefore };
  });
  if (new Set(reminders.map(editionReminderKey)).size < reminders.length)
    throw editionError.EDITION_INVALID_REMINDER(EDITION_MESSAGES.reminderTwice);
  return reminders;
}

/** The translations as stored: each language's lists no longer than the English ones (400 otherwise). */
function translationValues(dto: EditionDto): EditionTranslations {
  const translations: EditionTranslations = {};
  for (const language of TRANSLATION_LANGUAGES) {
    const translation = dto.translations?.[language];
    if (!translation) continue;
    if ((translation.timeline?.length ?? 0) > dto.timeline.length || (translation.faq?.length ?? 0) > dto.faq.length)
      throw editionError.EDITION_INVALID_TRANSLATION(EDITION_MESSAGES.translatedEntries);
    translations[language] = translation;
  }
  return translations;
}

/** The values of FIELD_COLUMNS from a body, its times and seller checked (400 otherwise). */
function fieldValues(dto: EditionDto): unknown[] {
  const salesOpenAt = optionalTime(dto.salesOpenAt, EDITION_MESSAGES.salesOpenAt);
  const salesCloseAt = optionalTime(dto.salesCloseAt, EDITION_MESSAGES.salesCloseAt);
  if (salesOpenAt && salesCloseAt && salesCloseAt <= salesOpenAt)
    throw editionError.EDITION_INVALID_TIME(EDITION_MESSAGES.salesCloseBeforeOpen);
  if (dto.seller && !isValidGstin(dto.seller.gstin))
    throw editionError.EDITION_INVALID_TIME(EDITION_MESSAGES.sellerGstin);
  const { 'std-1-2': a, 'std-3-4': b, 'std-5-9': c } = dto.kitPrices;
  return [
    dto.name,
    dto.slug,
    salesOpenAt,
    salesCloseAt,
    dto.ticketPrice,
    dto.regularPrice,
    JSON.stringify({ 'std-1-2': a, 'std-3-4': b, 'std-5-9': c }),
    dto.earlyBirdPlaces ?? null,
    optionalTime(dto.earlyBirdEndsAt, EDITION_MESSAGES.earlyBirdEndsAt),
    dto.seller ? JSON.stringify({ ...dto.seller, gstin: dto.seller.gstin.toUpperCase() }) : null,
    dto.headline ?? '',
    dto.about ?? '',
    JSON.stringify(dto.timeline ?? []),
    JSON.stringify(dto.faq ?? []),
    JSON.stringify(reminderValues(dto)),
    dto.whatToBring ?? '',
    dto.themeTitle ?? '',
    dto.themeText ?? '',
    JSON.stringify(translationValues(dto)),
  ];
}

/**
 * Editions for staff (backend/src/editions/README.md): list, create, edit, clone for next season
 * and move through draft → on_sale → closed → archived, with exactly one on sale. Every write is
 * one transaction with its audit entry; public reads see it at once in this process.
 */
@Injectable()
export class AdminEditionsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly editions: EditionsService,
    private readonly venues: VenuesService,
    private readonly audit: AuditLog,
  ) {}

  async list(): Promise<AdminEdition[]> {
    const found = await rows<EditionRow>(this.db, `SELECT ${EDITION_COLUMNS} FROM editions e ORDER BY e.id DESC`);
    return found.map(toAdminEdition);
  }

  async get(id: number): Promise<AdminEdition> {
    return this.read(this.db.manager, id);
  }

  /** A new edition starts as a draft, with no venues. */
  async create(actor: Actor, dto: EditionDto): Promise<AdminEdition> {
    const values = fieldValues(dto);
    return this.write(actor, 'edition.create', null, async (manager) => {
      const row = await one<{ id: number }>(
        manager,
        `INSERT INTO editions (${FIELD_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)
         RETURNING id`,
        values,
      ).catch((err: unknown) => {
        throw slugTakenOr(err);
      });
      return row.id;
    });
  }

  /** Prices and the early-bird rule change quotes from now on; bookings keep what they were quoted. */
  async update(actor: Actor, id: number, dto: EditionDto): Promise<AdminEdition> {
    const values = fieldValues(dto);
    return this.write(actor, 'edition.update', id, async (manager) => {
      await execute(
        manager,
        `UPDATE editions SET (${FIELD_COLUMNS}) = ($2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20),
           updated_at = now()
         WHERE id = $1`,
        [id, ...values],
      ).catch((err: unknown) => {
        throw slugTakenOr(err);
      });
      return id;
    });
  }

  /**
   * A draft copy of an edition for next season: prices, early-bird rule, seller and content (with
   * its translations), and its venues with their times moved by `shiftDays` (sales and early-bird
   * times too); no bookings.
   */
  async clone(actor: Actor, id: number, dto: CloneEditionDto): Promise<AdminEdition> {
    return this.write(actor, 'edition.clone', null, async (manager) => {
      const source = await this.read(manager, id);
      const slug = dto.slug ?? (await this.freeSlug(manager, dto.name));
      const shifted = `make_interval(days => $4)`;
      const row = await one<{ id: number }>(
        manager,
        `INSERT INTO editions (${FIELD_COLUMNS})
         SELECT $2, $3, sales_open_at + ${shifted}, sales_close_at + ${shifted}, ticket_price, regular_price,
                kit_prices, early_bird_places, early_bird_ends_at + ${shifted}, seller, headline, about, timeline, faq,
                reminders, what_to_bring, theme_title, theme_text, translations
         FROM editions WHERE id = $1 RETURNING id`,
        [source.id, dto.name, slug, dto.shiftDays],
      ).catch((err: unknown) => {
        throw slugTakenOr(err);
      });
      await copyVenuesToEdition(manager, source.id, { id: row.id, slug }, dto.shiftDays);
      return row.id;
    });
  }

  /**
   * Moves an edition along EDITION_STATUS_MOVES. Opening one while another is on sale is refused
   * naming that one (staff close it first: nothing closes silently); the unique index
   * `editions_one_on_sale` refuses a race between two openings.
   */
  async setStatus(actor: Actor, id: number, status: EditionStatus): Promise<AdminEdition> {
    return this.write(actor, 'edition.status', id, async (manager) => {
      const current = await this.read(manager, id);
      if (current.status === status) return id;
      if (!EDITION_STATUS_MOVES[current.status].includes(status))
        throw editionError.EDITION_STATUS_MOVE(EDITION_MESSAGES.statusMove(current.status, status));
      if (status === 'on_sale') {
        const other = await maybeOne<{ name: string }>(
          manager,
          `SELECT name FROM editions WHERE status = 'on_sale' AND id <> $1`,
          [id],
        );
        if (other) throw editionError.EDITION_ON_SALE_ELSEWHERE(EDITION_MESSAGES.anotherOnSale(other.name));
      }
      await execute(manager, `UPDATE editions SET status = $2, updated_at = now() WHERE id = $1`, [id, status]).catch(
        (err: unknown) => {
          const code = err instanceof QueryFailedError ? (err.driverError as { code?: string }).code : undefined;
          if (code !== '23505') throw err;
          throw editionError.EDITION_ON_SALE_ELSEWHERE(EDITION_MESSAGES.anotherOnSale('Another edition'));
        },
      );
      return id;
    });
  }

  /** A slug from the name, with -2, -3… when taken. */
  private async freeSlug(manager: EntityManager, name: string): Promise<string> {
    const base =
      name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 70) || 'edition';
    const taken = new Set(
      (await rows<{ slug: string }>(manager, `SELECT slug FROM editions WHERE slug LIKE $1`, [`${base}%`])).map(
        (row) => row.slug,
      ),
    );
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    return slug;
  }

  private async read(manager: EntityManager, id: number, lock = false): Promise<AdminEdition> {
    const row = await maybeOne<EditionRow>(
      manager,
      `SELECT ${EDITION_COLUMNS} FROM editions e WHERE e.id = $1${lock ? ' FOR UPDATE OF e' : ''}`,
      [id],
    );
    if (!row) throw editionError.EDITION_NOT_FOUND(EDITION_MESSAGES.notFound);
    return toAdminEdition(row);
  }

  /**
   * One audited edition write: locks the edition (when `id` names one), runs `change`, records
   * before and after, then tells the public caches (editions, venues: the list shows the edition on sale).
   */
  private async write(
    actor: Actor,
    action: string,
    id: number | null,
    change: (manager: EntityManager) => Promise<number>,
  ): Promise<AdminEdition> {
    const result = await this.db.transaction(async (manager) => {
      const before = id === null ? null : await this.read(manager, id, true);
      const changedId = await change(manager);
      const after = await this.read(manager, changedId);
      await this.audit.record(manager, { actor, action, target: { type: 'edition', id: changedId }, before, after });
      return after;
    });
    this.editions.editionsChanged();
    this.venues.venuesChanged();
    return result;
  }
}
