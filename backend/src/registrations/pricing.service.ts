import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { FIRST_EDITION_PRICES, type PricingInfo } from '@robo/domain';
import type { DataSource, EntityManager } from 'typeorm';
import { ShortLivedCache } from '../common/short-lived-cache.js';
import { execute, maybeOne } from '../common/sql.js';
import { Settings } from '../config/settings.js';
import { EditionsService, type EditionTerms } from '../editions/editions.service.js';
import { earlyBirdCounterKey, RELEASE_PLACE_SQL, TAKE_PLACE_AT_CAPTURE_SQL } from './early-bird-sql.js';

/**
 * The Super Early Bird places (design §3), per edition: the edition's counter row counts
 * registrations whose payment was captured while places lasted; holds are quoted from it and take
 * nothing. A place is taken only by the conditional statement of `takePlaceAtCapture`, inside the
 * capture's transaction, so no more than the edition's places are ever counted; a hold quoted
 * before the last place went keeps its price and is counted over the limit instead.
 */
@Injectable()
export class PricingService {
  private readonly current = new ShortLivedCache(async () => {
    const edition = await this.editions.onSale();
    if (!edition) return this.tierFor(null, 0);
    const counter = await maybeOne<{ value: number }>(this.db, `SELECT value FROM counters WHERE key = $1`, [
      earlyBirdCounterKey(edition.id),
    ]);
    return this.tierFor(edition, counter?.value ?? 0);
  });

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly settings: Settings,
    private readonly editions: EditionsService,
  ) {}

  /** The tier of the edition on sale, for the banner and the form (may lag other processes by half a second). */
  async info(): Promise<PricingInfo> {
    return this.current.get();
  }

  /** The current tier if the cache holds a fresh one (the fast path, common/fast-reads.ts). */
  freshInfo(): PricingInfo | undefined {
    return this.current.fresh();
  }

  /** An edition's early-bird places: its own, else the EARLY_BIRD_LIMIT setting. */
  placesOf(edition: EditionTerms): number {
    return edition.earlyBirdPlaces ?? this.settings.earlyBirdLimit;
  }

  private tierFor(edition: EditionTerms | null, taken: number): PricingInfo {
    const limit = edition ? this.placesOf(edition) : 0;
    const ended = edition?.earlyBirdEndsAt != null && edition.earlyBirdEndsAt.getTime() <= Date.now();
    const remaining = ended ? 0 : Math.max(0, limit - taken);
    const prices = edition?.prices ?? FIRST_EDITION_PRICES;
    return {
      tier: remaining > 0 ? 'early-bird' : 'regular',
      earlyBirdLimit: limit,
      earlyBirdRemaining: remaining,
      basePrice: prices.ticketPrice,
      regularPrice: prices.regularPrice,
      kitPrices: { ...prices.kitPrices },
    };
  }

  /** A captured registration quoted early-bird takes its edition's place, or is marked over the limit. */
  async takePlaceAtCapture(manager: EntityManager, registrationId: number): Promise<void> {
    await execute(manager, TAKE_PLACE_AT_CAPTURE_SQL, [registrationId, this.settings.earlyBirdLimit]);
  }

  /** Gives back the place the registration's capture took. */
  async releasePlace(manager: EntityManager, registrationId: number): Promise<void> {
    await execute(manager, RELEASE_PLACE_SQL, [registrationId]);
  }

  /** /api/pricing shows this process's committed changes to the places from now on. */
  pricingChanged(): void {
    this.current.clear();
  }
}
