import { createHmac, createSecretKey, randomBytes } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ELSEWHERE_TAG_BYTES, type RosterElsewhere, BOOKING_READS } from '@robo/domain';
import type { DataSource } from 'typeorm';
import { rows } from '../common/sql.js';
import { signingKeys } from '../common/purpose-signature.js';
import { Settings } from '../config/settings.js';
import { signCheckIn } from '../common/check-in-signature.js';

/** The tags of every active venue under one key, and when they were built. */
interface Generation {
  key: string;
  builtAt: number;
  venues: Map<number, { venue: string; tags: string }>;
}

/** Bookings tagged between pauses, so a rebuild does not hold up the scans of every door. */
const TAGS_PER_TURN = 2_000;

/**
 * The roster's "booked at another venue" part (libs/domain RosterElsewhere): a keyed tag of each
 * paid booking's code per active venue, no id or name. Two HMACs per booking make this the
 * roster's costly part, so the tags of all venues are built once under a fresh random key and
 * shared by every roster for CHECK_IN_ELSEWHERE_SECONDS, then rebuilt in the background.
 */
@Injectable()
export class ElsewhereTags {
  private readonly logger = new Logger(ElsewhereTags.name);
  private current?: Generation;
  private building?: Promise<Generation>;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly settings: Settings,
  ) {}

  /** The tags of every active venue but this one. */
  async besides(venueId: number): Promise<RosterElsewhere> {
    const { key, venues } = await this.generation();
    return { key, venues: [...venues].filter(([id]) => id !== venueId).map(([, tags]) => tags) };
  }

  private generation(): Promise<Generation> {
    const current = this.current;
    const reuseMs = this.settings.checkInElsewhereSeconds * 1000;
    if (current && Date.now() - current.builtAt < reuseMs) return Promise.resolve(current);
    this.building ??= this.build()
      .then((built) => (this.current = built))
      .finally(() => (this.building = undefined));
    if (!current || reuseMs === 0) return this.building;
    // Past their time, the last tags still serve while new ones are built: no roster waits for a rebuild.
    this.building.catch((err: unknown) => this.logger.warn(`Rebuilding the other venues' tags failed: ${String(err)}`));
    return Promise.resolve(current);
  }

  private async build(): Promise<Generation> {
    const builtAt = Date.now();
    const paid = await rows<{ bookingId: string; venueId: number; venue: string }>(
      this.db,
      `SELECT r.booking_id AS "bookingId", r.venue_id AS "venueId", v.display_name AS venue
       FROM registrations r JOIN venues v ON v.id = r.venue_id
       WHERE v.is_active AND ${BOOKING_READS.paid.sql('r')}`,
    );
    const key = randomBytes(16);
    const hmacKey = createSecretKey(key);
    const keys = signingKeys(this.settings);
    // One buffer per venue, sized up front: a tag per code (two while legacy codes are accepted).
    const perCode = ELSEWHERE_TAG_BYTES * (keys.legacySignature('check-in', 'RL-00000000') ? 2 : 1);
    const counts = new Map<number, { venue: string; codes: number }>();
    for (const { venueId, venue } of paid) {
      const counted = counts.get(venueId) ?? { venue, codes: 0 };
      counted.codes += 1;
      counts.set(venueId, counted);
    }
    const byVenue = new Map(
      [...counts].map(([id, { venue, codes }]) => [id, { venue, tags: Buffer.alloc(codes * perCode), filled: 0 }]),
    );
    for (const [i, row] of paid.entries()) {
      if (i > 0 && i % TAGS_PER_TURN === 0) await nextTurn();
      const entry = byVenue.get(row.venueId) as { tags: Buffer; filled: number };
      const sigs = [signCheckIn(keys, row.bookingId), keys.legacySignature('check-in', row.bookingId)];
      for (const sig of sigs) {
        if (!sig) continue;
        createHmac('sha256', hmacKey).update(sig).digest().copy(entry.tags, entry.filled, 0, ELSEWHERE_TAG_BYTES);
        entry.filled += ELSEWHERE_TAG_BYTES;
      }
    }
    const venues = new Map([...byVenue].map(([id, { venue, tags }]) => [id, { venue, tags: tags.toString('base64') }]));
    return { key: key.toString('hex'), builtAt, venues };
  }
}
