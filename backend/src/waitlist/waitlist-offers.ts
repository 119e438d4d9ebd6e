import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  formatDayTime,
  paise,
  priceWorkshop,
  type GradeGroup,
  type Language,
  type TicketPrices,
  type WaitlistOfferView,
  type WorkshopPrice,
} from '@robo/domain';
import type { DataSource, EntityManager } from 'typeorm';
import { maybeOne, rows } from '../common/sql.js';
import { Settings } from '../config/settings.js';
import { JobQueue } from '../jobs/job-queue.js';
import { Messages } from '../messages/messages.js';
import { EditionsService } from '../editions/editions.service.js';
import { earlyBirdOpenSql } from '../registrations/early-bird-sql.js';
import { RegistrationsService, type CreatedRegistration } from '../registrations/registrations.service.js';
import { BOOKABLE_SQL, BOOKING_CLOSES_SQL } from '../venues/seat-sql.js';
import { VenuesService } from '../venues/venues.service.js';
import type { ClaimOfferDto } from './dto/waitlist.dto.js';
import { newLinkToken, offerPath } from './waitlist-links.js';
import { WAITLIST_ERRORS, waitlistError } from './waitlist.errors.js';

declare module '../jobs/job-queue.js' {
  interface JobMap {
    'holds:waitlist-offers': Record<string, never>;
  }
}

const OFFER_VIEW_SQL = `SELECT e.parent_name AS "parentName", e.phone_number AS "phoneNumber", e.email,
    e.child_name AS "childName", e.grade_group AS "gradeGroup", e.school_name AS "schoolName", e.venue_id AS "venueId",
    json_build_object('displayName', v.display_name, 'dateTime', v.date_time, 'address', v.address,
      'startsAt', v.starts_at, 'endsAt', v.ends_at) AS venue,
    e.offer_expires_at AS "expiresAt", e.offer_early_bird AS "earlyBird"
  FROM waitlist_entries e JOIN venues v ON v.id = e.venue_id
  WHERE e.offer_token = $1 AND e.status = 'offered' AND e.offer_expires_at > now()`;

/** Offers the sweep ends per run; the rest wait for the next run. */
const EXPIRY_BATCH = 100;

/**
 * One free seat of venue $1 to one of its entries (`which`: the first waiting one, or the entry $5
 * staff chose), in one statement: the seat is taken by the same guarded update as any hold's
 * (`booked_seats < max_seats`, a venue taking bookings), and only if that entry is there. The offer
 * lasts $3 minutes but never past the venue's booking close; its tier is the venue's edition's
 * early-bird rule at this moment ($4 the EARLY_BIRD_LIMIT setting, for an edition without its own
 * places). The caller holds the venue row's lock. $2 the offer token.
 */
function offerSql(which: string): string {
  return `WITH next AS (
    SELECT id FROM waitlist_entries WHERE venue_id = $1 AND ${which} ORDER BY position, id LIMIT 1 FOR UPDATE),
  seat AS (
    UPDATE venues SET booked_seats = booked_seats + 1, updated_at = now()
    WHERE id = $1 AND is_active AND booked_seats < max_seats AND ${BOOKABLE_SQL} AND EXISTS (SELECT 1 FROM next)
    RETURNING display_name, edition_id, ${BOOKING_CLOSES_SQL} AS closes_at),
  edition AS (
    SELECT ed.id, coalesce(ed.early_bird_places, $4) AS places, ed.early_bird_ends_at AS ends_at
    FROM editions ed JOIN seat ON seat.edition_id = ed.id)
  UPDATE waitlist_entries e SET status = 'offered', offer_token = $2, offered_at = now(),
    offer_expires_at = least(now() + make_interval(mins => $3), seat.closes_at),
    offer_early_bird = (SELECT ${earlyBirdOpenSql('edition.places', "('early_bird:' || edition.id)", 'edition.ends_at')}
      FROM edition),
    updated_at = now()
  FROM next, seat WHERE e.id = next.id
  RETURNING e.id, e.phone_number AS "phoneNumber", e.email, e.child_name AS "childName", seat.display_name AS venue,
    e.offer_expires_at AS "expiresAt", e.language`;
}

const OFFER_NEXT_SQL = offerSql(`status = 'waiting'`);
/** Staff's offer by hand: a waiting entry, ahead of its turn. */
const OFFER_CHOSEN_SQL = offerSql(`id = $5 AND status = 'waiting'`);

interface MadeOffer {
  id: number;
  phoneNumber: string;
  email: string;
  childName: string;
  venue: string;
  expiresAt: Date;
  language: Language;
}

/**
 * Waiting-list offers (README.md): a freed seat at a venue with waiting entries goes to the first
 * of them, held for WAITLIST_OFFER_MINUTES; an offer runs out or is declined and passes to the
 * next, or is claimed and booked through the booking flow.
 */
@Injectable()
export class WaitlistOffers implements OnModuleInit {
  private readonly logger = new Logger('WaitlistOffers');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly settings: Settings,
    private readonly jobs: JobQueue,
    private readonly messages: Messages,
    private readonly venues: VenuesService,
    private readonly registrations: RegistrationsService,
    private readonly editions: EditionsService,
  ) {}

  async onModuleInit(): Promise<void> {
    this.jobs.register('holds:waitlist-offers', async () => void (await this.sweep()));
    await this.jobs.repeat('holds:waitlist-offers', {}, this.settings.holdSweepMs);
  }

  /**
   * Ends overdue offers (their seats come back), then offers every free seat of every venue with
   * waiting entries. Venues are locked with SKIP LOCKED: processes sweeping at once each take other
   * venues, and a seat is offered once. Answers the offers made.
   */
  async sweep(): Promise<number> {
    const made = await this.db.transaction(async (manager) => {
      const expired = await rows<{ venueId: number }>(
        manager,
        `UPDATE waitlist_entries SET status = 'expired', updated_at = now()
         WHERE id IN (SELECT id FROM waitlist_entries WHERE status = 'offered' AND offer_expires_at <= now()
           ORDER BY offer_expires_at LIMIT ${EXPIRY_BATCH} FOR UPDATE SKIP LOCKED)
         RETURNING venue_id AS "venueId"`,
      );
      for (const { venueId } of expired) await this.venues.releaseSeat(manager, venueId);
      const venues = await rows<{ id: number }>(
        manager,
        `SELECT id FROM venues WHERE is_active AND waiting_entries > 0 AND booked_seats < max_seats AND ${BOOKABLE_SQL}
         ORDER BY id FOR UPDATE SKIP LOCKED`,
      );
      let offers = 0;
      for (const venue of venues) offers += await this.offerFreeSeats(manager, venue.id);
      return { offers, expired: expired.length };
    });
    if (made.offers + made.expired > 0) {
      this.venues.venuesChanged();
      this.logger.log(`Waiting list: ${made.offers} offer(s) made, ${made.expired} ran out`);
    }
    return made.offers;
  }

  /** "I no longer need it": the offer ends and its seat goes to the next entry at once. */
  async decline(offerToken: string): Promise<void> {
    await this.db.transaction(async (manager) => {
      if (!(await this.endOffer(manager, 'offer_token = $1', offerToken, 'declined')))
        throw waitlistError.OFFER_GONE(WAITLIST_ERRORS.offerGone);
    });
    this.venues.venuesChanged();
  }

  /**
   * Ends the live offer of the entry matching `where` ($1 = `value`) with `status`, gives its seat
   * back and offers it to the next entry, in the caller's transaction; false when no offer was live.
   */
  async endOffer(
    manager: EntityManager,
    where: string,
    value: unknown,
    status: 'declined' | 'removed',
  ): Promise<boolean> {
    const entry = await maybeOne<{ venueId: number }>(
      manager,
      `UPDATE waitlist_entries SET status = '${status}', updated_at = now()
       WHERE ${where} AND status = 'offered' RETURNING venue_id AS "venueId"`,
      [value],
    );
    if (!entry) return false;
    await this.venues.releaseSeat(manager, entry.venueId);
    await this.offerFreeSeats(manager, entry.venueId);
    return true;
  }

  /**
   * Staff's offer by hand to the entry `entryId` of `venueId` (the caller locked the venue row):
   * false when no seat is free or the entry cannot take one.
   */
  async offerTo(manager: EntityManager, venueId: number, entryId: number): Promise<boolean> {
    return this.offerOne(manager, OFFER_CHOSEN_SQL, venueId, entryId);
  }

  /** The offer's page; 409 once it was booked, declined or ran out. */
  async view(offerToken: string): Promise<WaitlistOfferView> {
    const { earlyBird, ...view } = await this.liveOffer(offerToken);
    const prices = await this.ticketPrices(view.venueId);
    return {
      ...view,
      prices: {
        withoutKit: offerPrice(view, prices, false, earlyBird),
        withKit: offerPrice(view, prices, true, earlyBird),
      },
    };
  }

  /**
   * Books the offered seat through the booking flow: a pending registration on that seat (the seat
   * changes hands in the claim's transaction, none is taken), then paid like any booking.
   */
  async claim(offerToken: string, dto: ClaimOfferDto, language: Language): Promise<CreatedRegistration> {
    const offer = await this.liveOffer(offerToken);
    const price = offerPrice(offer, await this.ticketPrices(offer.venueId), dto.takeawayKit, offer.earlyBird);
    if (price.totalAmount !== dto.totalAmount)
      throw waitlistError.PRICE_CHANGED(WAITLIST_ERRORS.priceChanged, { currentPrice: price });
    return this.registrations.bookTakenSeat(
      { ...offer, takeawayKit: dto.takeawayKit, price, language },
      async (manager, bookingId) => {
        const claimed = await maybeOne<{ id: number }>(
          manager,
          `UPDATE waitlist_entries SET status = 'claimed', booking_id = $2, updated_at = now()
           WHERE offer_token = $1 AND status = 'offered' AND offer_expires_at > now() RETURNING id`,
          [offerToken, bookingId],
        );
        if (!claimed) throw waitlistError.OFFER_GONE(WAITLIST_ERRORS.offerGone);
      },
    );
  }

  private async liveOffer(offerToken: string): Promise<Omit<WaitlistOfferView, 'prices'> & { earlyBird: boolean }> {
    const offer = await maybeOne<Omit<WaitlistOfferView, 'prices'> & { earlyBird: boolean }>(this.db, OFFER_VIEW_SQL, [
      offerToken,
    ]);
    if (!offer) throw waitlistError.OFFER_GONE(WAITLIST_ERRORS.offerGone);
    return offer;
  }

  /** The ticket prices of the venue's edition, which its bookings are charged. */
  private async ticketPrices(venueId: number): Promise<TicketPrices> {
    const edition = await this.editions.forVenue(venueId);
    if (!edition) throw waitlistError.OFFER_GONE(WAITLIST_ERRORS.offerGone);
    return edition.prices;
  }

  /** Offers the venue's free seats to its waiting entries in order; the caller holds the venue row. */
  private async offerFreeSeats(manager: EntityManager, venueId: number): Promise<number> {
    let offers = 0;
    while (await this.offerOne(manager, OFFER_NEXT_SQL, venueId)) offers++;
    return offers;
  }

  /** One offer by `sql` (offerSql), told to the family in the same transaction. */
  private async offerOne(manager: EntityManager, sql: string, venueId: number, entryId?: number): Promise<boolean> {
    const token = newLinkToken();
    const params = [venueId, token, this.settings.waitlistOfferMinutes, this.settings.earlyBirdLimit];
    const offer = await maybeOne<MadeOffer>(manager, sql, entryId === undefined ? params : [...params, entryId]);
    if (offer) await this.tell(manager, offer, token);
    return !!offer;
  }

  /** The offer's e-mail and WhatsApp message, sent by the outbox once the offer commits. */
  private async tell(manager: EntityManager, offer: MadeOffer, token: string): Promise<void> {
    await this.messages.queue(manager, {
      template: 'waitlist_offer',
      eventKey: `waitlist_offer:${token}`,
      contact: { phone: offer.phoneNumber, email: offer.email },
      params: {
        childName: offer.childName,
        venue: offer.venue,
        path: offerPath(token),
        until: formatDayTime(offer.language, new Date(offer.expiresAt)),
      },
      language: offer.language,
    });
  }
}

function offerPrice(
  offer: { gradeGroup: GradeGroup },
  prices: TicketPrices,
  takeawayKit: boolean,
  earlyBird: boolean,
): WorkshopPrice {
  return priceWorkshop({ gradeGroup: offer.gradeGroup, takeawayKit, couponDiscountPaise: paise(0), earlyBird, prices });
}
