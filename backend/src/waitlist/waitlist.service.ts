import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { VENUE_TIME_MESSAGES, type JoinedWaitlist, type Language, type WaitlistEntryView } from '@robo/domain';
import type { DataSource, EntityManager } from 'typeorm';
import { execute, maybeOne, one, rows } from '../common/sql.js';
import { Messages } from '../messages/messages.js';
import { BOOKABLE_SQL, ON_PUBLIC_SALE } from '../venues/seat-sql.js';
import { VenuesService } from '../venues/venues.service.js';
import type { JoinWaitlistDto } from './dto/waitlist.dto.js';
import { venueTakesWaitlist } from './venue-takes-waitlist.js';
import { entryPath, newLinkToken, offerPath, offerTokenOf } from './waitlist-links.js';
import { WaitlistOffers } from './waitlist-offers.js';
import { WAITLIST_ERRORS, waitlistError } from './waitlist.errors.js';

/** The same child, contact and venue: at most one live (waiting or offered) entry, by a unique index. */
const SAME_CHILD = `venue_id = $1 AND phone_number = $2 AND lower(email) = lower($3) AND lower(child_name) = lower($4)
  AND status IN ('waiting', 'offered')`;

/** Waiting entries ahead of the entry $1, plus one; an entry that left the queue has none. */
const POSITION_SQL = `SELECT e.status, e.child_name AS "childName", e.offer_token AS "offerToken", v.display_name AS venue,
    e.id AS "entryId", (SELECT count(*)::int FROM waitlist_entries w
      WHERE w.venue_id = e.venue_id AND w.status = 'waiting' AND (w.position, w.id) <= (e.position, e.id)) AS position
  FROM waitlist_entries e JOIN venues v ON v.id = e.venue_id`;

/** Joining and leaving a full venue's waiting list (README.md); offers are `WaitlistOffers`. */
@Injectable()
export class WaitlistService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly messages: Messages,
    private readonly offers: WaitlistOffers,
    private readonly venues: VenuesService,
  ) {}

  /** A new entry at the end of the list, or the child's live entry when it asks again. */
  async join(dto: JoinWaitlistDto, language: Language): Promise<JoinedWaitlist> {
    const joined = await this.db.transaction(async (manager) => {
      const venue = await maybeOne<{ isActive: boolean; bookable: boolean; onSale: boolean; displayName: string }>(
        manager,
        `SELECT is_active AS "isActive", ${BOOKABLE_SQL} AS bookable,
           booked_seats < max_seats AND ${ON_PUBLIC_SALE} AS "onSale", display_name AS "displayName"
         FROM venues WHERE id = $1`,
        [dto.venueId],
      );
      const takes = venue && venueTakesWaitlist(venue);
      if (!venue || takes === 'inactive') throw waitlistError.WAITLIST_CLOSED(WAITLIST_ERRORS.closed);
      if (takes === 'closed') throw waitlistError.BOOKING_CLOSED(VENUE_TIME_MESSAGES.bookingClosed);
      if (venue.onSale) throw waitlistError.SEATS_AVAILABLE(WAITLIST_ERRORS.seatsAvailable);
      const same = [dto.venueId, dto.phone, dto.email, dto.childName];
      const created = await maybeOne<{ id: number; manageToken: string }>(
        manager,
        `INSERT INTO waitlist_entries (venue_id, phone_number, email, child_name, parent_name, grade_group, school_name,
           position, manage_token, language)
         VALUES ($1, $2, $3, $4, $5, $6, $7, nextval('waitlist_positions'), $8, $9)
         ON CONFLICT (venue_id, phone_number, lower(email), lower(child_name)) WHERE status IN ('waiting', 'offered')
         DO NOTHING RETURNING id, manage_token AS "manageToken"`,
        [...same, dto.parentName, dto.gradeGroup, dto.schoolName, newLinkToken(), language],
      );
      const entry =
        created ??
        (await one<{ id: number; manageToken: string }>(
          manager,
          `SELECT id, manage_token AS "manageToken" FROM waitlist_entries WHERE ${SAME_CHILD}`,
          same,
        ));
      const { position } = await this.view(manager, 'e.id = $1', entry.id);
      if (created)
        await this.messages.queue(manager, {
          template: 'waitlist_joined',
          eventKey: `waitlist_joined:${entry.id}`,
          contact: { email: dto.email },
          params: { childName: dto.childName, venue: venue.displayName, position, path: entryPath(entry.manageToken) },
          language,
        });
      return { entryId: entry.id, position };
    });
    this.venues.venuesChanged();
    return joined;
  }

  /** The parent's page from the join e-mail: place on the list and any offer. */
  async entry(manageToken: string): Promise<WaitlistEntryView> {
    return this.view(this.db.manager, 'e.manage_token = $1', manageToken);
  }

  /**
   * The parent leaves the list; an entry holding an offer declines it (the seat passes on at once).
   * The venue row is locked first, in the order the offer sweep locks (venue, then entry).
   */
  async leave(manageToken: string): Promise<WaitlistEntryView> {
    const entry = await this.entry(manageToken);
    if (entry.status === 'offered' && entry.offerPath) await this.offers.decline(offerTokenOf(entry.offerPath));
    else if (entry.status === 'waiting')
      await this.db.transaction(async (manager) => {
        await rows(
          manager,
          `SELECT 1 FROM venues WHERE id = (SELECT venue_id FROM waitlist_entries WHERE manage_token = $1) FOR UPDATE`,
          [manageToken],
        );
        await execute(
          manager,
          `UPDATE waitlist_entries SET status = 'left', updated_at = now() WHERE manage_token = $1 AND status = 'waiting'`,
          [manageToken],
        );
      });
    this.venues.venuesChanged();
    return this.entry(manageToken);
  }

  private async view(manager: EntityManager, where: string, value: unknown): Promise<WaitlistEntryView> {
    const row = await maybeOne<Omit<WaitlistEntryView, 'offerPath'> & { offerToken: string | null }>(
      manager,
      `${POSITION_SQL} WHERE ${where}`,
      [value],
    );
    if (!row) throw waitlistError.ENTRY_NOT_FOUND(WAITLIST_ERRORS.entryNotFound);
    const { offerToken, ...entry } = row;
    return { ...entry, offerPath: entry.status === 'offered' && offerToken ? offerPath(offerToken) : null };
  }
}
