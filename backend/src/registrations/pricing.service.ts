import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { BASE_TICKET_PAISE, KIT_PRICES_PAISE, REGULAR_TICKET_PAISE, type PricingInfo } from '@robo/domain';
import type { DataSource, EntityManager } from 'typeorm';
import { ShortLivedCache } from '../common/short-lived-cache.js';
import { execute, maybeOne } from '../common/sql.js';
import { Settings } from '../config/settings.js';
import { TAKE_PLACE_AT_CAPTURE_SQL } from './early-bird-sql.js';

/**
 * The Super Early Bird places (design §3): counter 'early_bird' counts registrations whose payment
 * was captured while places lasted; holds are quoted from it and take nothing. A place is taken only
 * by the conditional update of `takePlaceAtCapture`, inside the capture's transaction, so no more
 * than EARLY_BIRD_LIMIT are ever counted; a hold quoted before the last place went keeps its price
 * and is counted over the limit instead.
 */
@Injectable()
export class PricingService {
  private readonly current = new ShortLivedCache(async () => {
    const counter = await maybeOne<{ value: number }>(this.db, `SELECT value FROM counters WHERE key = 'early_bird'`);
    return this.tierFor(counter?.value ?? 0);
  });

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly settings: Settings,
  ) {}

  /** The current tier for the banner and the form (may lag other processes by half a second). */
  async info(): Promise<PricingInfo> {
    return this.current.get();
  }

  /** The current tier if the cache holds a fresh one (the fast path, common/fast-reads.ts). */
  freshInfo(): PricingInfo | undefined {
    return this.current.fresh();
  }

  private tierFor(taken: number): PricingInfo {
    const limit = this.settings.earlyBirdLimit;
    const remaining = Math.max(0, limit - taken);
    return {
      tier: remaining > 0 ? 'early-bird' : 'regular',
      earlyBirdLimit: limit,
      earlyBirdRemaining: remaining,
      basePrice: BASE_TICKET_PAISE,
      regularPrice: REGULAR_TICKET_PAISE,
      kitPrices: { ...KIT_PRICES_PAISE },
    };
  }

  /** A captured registration quoted early-bird takes its place, or is marked over the limit. */
  async takePlaceAtCapture(manager: EntityManager, registrationId: number): Promise<void> {
    await execute(manager, TAKE_PLACE_AT_CAPTURE_SQL, [registrationId, this.settings.earlyBirdLimit]);
  }

  async releasePlace(manager: EntityManager): Promise<void> {
    await execute(manager, `UPDATE counters SET value = value - 1 WHERE key = 'early_bird' AND value > 0`);
  }

  /** /api/pricing shows this process's committed changes to the places from now on. */
  pricingChanged(): void {
    this.current.clear();
  }
}
