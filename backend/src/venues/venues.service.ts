import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Availability, PublicVenue } from '@robo/domain';
import type { DataSource, EntityManager } from 'typeorm';
import { venueError } from './venues.errors.js';
import { SHORT_LIVED_TTL_MS, ShortLivedCache } from '../common/short-lived-cache.js';
import { execute, maybeOne, rows } from '../common/sql.js';
import { toAvailability, toPublicVenue, VENUE_FIELD_COLUMNS, type VenueFields } from './venue.mapper.js';
import { BOOKABLE_SQL, ON_PUBLIC_SALE, takeSeatSql, VENUE_SUMMARY_COLUMNS } from './seat-sql.js';

const VENUE_NOT_FOUND = 'Venue not found';

/** What a booking shows about its venue. */
export interface VenueSummary {
  displayName: string;
  dateTime: string;
  address: string;
  /** The workshop's times (a Date from a row, an ISO string from a row read as JSON), for pages in Hindi and Marathi. */
  startsAt: Date | string | null;
  endsAt: Date | string | null;
}

export type SeatHold = { taken: true; venue: VenueSummary } | { taken: false; reason: 'full' | 'unavailable' };

/**
 * Public venue reads and the seat counter. Seats are taken and released only through the
 * conditional updates below, inside the caller's transaction, so a venue can never be oversold.
 * Public reads come from a half-second cache; call `venuesChanged()` after committing a change.
 */
@Injectable()
export class VenuesService {
  private readonly active = new ShortLivedCache(async () => {
    // The edition on sale's active venues that have not ended (a venue without times stays, shown closed).
    const venues = await rows<VenueFields>(
      this.db,
      `SELECT ${VENUE_FIELD_COLUMNS} FROM venues
       WHERE is_active AND (ends_at IS NULL OR ends_at > now())
         AND edition_id = (SELECT id FROM editions WHERE status = 'on_sale')
       ORDER BY id`,
    );
    const list = venues.map((venue) => toPublicVenue(venue));
    return { list, availability: new Map(venues.map((venue) => [venue.id, toAvailability(venue)])) };
  });

  /** Venue id → until when (ms) this process counts it as full; see `noteFull`. */
  private readonly knownFull = new Map<number, number>();

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async listActive(): Promise<PublicVenue[]> {
    return (await this.active.get()).list;
  }

  async availability(venueId: number): Promise<Availability> {
    const availability = (await this.active.get()).availability.get(venueId);
    if (!availability) throw venueError.VENUE_NOT_FOUND(VENUE_NOT_FOUND);
    return availability;
  }

  /** The venue list if the cache holds a fresh one (the fast path, common/fast-reads.ts). */
  freshList(): PublicVenue[] | undefined {
    return this.active.fresh()?.list;
  }

  /** A venue's seats if the cache holds a fresh copy; undefined for an unknown venue too. */
  freshAvailability(venueId: number): Availability | undefined {
    return this.active.fresh()?.availability.get(venueId);
  }

  /** Public reads show committed venue and seat changes of this process from now on. */
  venuesChanged(): void {
    this.active.clear();
    this.knownFull.clear();
  }

  /**
   * A hold found the venue full: for as long as the public reads may be stale, bookings for it are
   * refused before a payment order is opened (a rush on a full venue would otherwise open one per
   * attempt). Any seat or venue change in this process forgets it at once.
   */
  noteFull(venueId: number): void {
    this.knownFull.set(venueId, Date.now() + SHORT_LIVED_TTL_MS);
  }

  isKnownFull(venueId: number): boolean {
    return (this.knownFull.get(venueId) ?? 0) > Date.now();
  }

  async summary(venueId: number): Promise<VenueSummary | null> {
    const row = await maybeOne<VenueSummary>(this.db, `SELECT ${VENUE_SUMMARY_COLUMNS} FROM venues WHERE id = $1`, [
      venueId,
    ]);
    return row ?? null;
  }

  /** Takes one seat of an active venue that has one free. */
  async takeSeat(manager: EntityManager, venueId: number): Promise<SeatHold> {
    const venue = await maybeOne<VenueSummary>(manager, takeSeatSql('$1'), [venueId]);
    if (venue) return { taken: true, venue };
    return {
      taken: false,
      // takeSeatSql ignores booking close, so a refusal here is a full or unavailable venue.
      reason: (await this.whyNoSeat(manager, venueId)) === 'unavailable' ? 'unavailable' : 'full',
    };
  }

  /**
   * After a seat could not be taken: is the venue full, gone or inactive, or closed to bookings (no
   * times, past its booking close, its edition not on sale)? `seats-left` when none of these: a
   * condition of the caller's own refused it (the hoarding alarm's share).
   */
  async whyNoSeat(manager: EntityManager, venueId: number): Promise<'full' | 'unavailable' | 'closed' | 'seats-left'> {
    const venue = await maybeOne<{ seatsLeft: boolean; bookable: boolean }>(
      manager,
      `SELECT booked_seats < max_seats AND ${ON_PUBLIC_SALE} AS "seatsLeft", ${BOOKABLE_SQL} AS bookable
       FROM venues WHERE id = $1 AND is_active`,
      [venueId],
    );
    if (!venue) return 'unavailable';
    if (!venue.bookable) return 'closed';
    return venue.seatsLeft ? 'seats-left' : 'full';
  }

  async releaseSeat(manager: EntityManager, venueId: number): Promise<void> {
    await execute(
      manager,
      `UPDATE venues SET booked_seats = booked_seats - 1, updated_at = now() WHERE id = $1 AND booked_seats > 0`,
      [venueId],
    );
  }
}
