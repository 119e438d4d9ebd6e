import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  BOOKING_PAYMENT,
  MESSAGES,
  priceWithCoupon,
  type CouponRule,
  type PricingInfo,
  VENUE_TIME_MESSAGES,
  type Language,
  type RegistrationRequest,
  type WorkshopPrice,
  BOOKING_READS,
} from '@robo/domain';
import pLimit from 'p-limit';
import type { DataSource, EntityManager } from 'typeorm';
import { preparedQuery } from '../common/prepared-query.js';
import { Settings } from '../config/settings.js';
import { CouponsService, type CouponRefusal } from '../coupons/coupons.service.js';
import { AlarmShareReached } from '../hold-limits/alarm-share.js';
import type { HoldContext } from '../hold-limits/hold-context.js';
import { VenuesService, type VenueSummary } from '../venues/venues.service.js';
import { BOOKING_COLUMNS, type BookingParty, type BookingRow } from './registration.mapper.js';
import { REGISTRATION_ERRORS, registrationError } from './registrations.errors.js';
import { PricingService } from './pricing.service.js';
import { earlyBirdCounterKey } from './early-bird-sql.js';
import { EditionsService, type EditionTerms } from '../editions/editions.service.js';
import { onlyRow } from '../common/rows.js';
import { execute, maybeOne } from '../common/sql.js';
import { SYSTEM } from '../audit/actor.js';
import { moveAudited, type AuditedTransition } from '../audit/audited-transition.js';
import { RETRY_MIN_REMAINING_SECONDS } from '../hold-limits/retried-holds.js';
import type { RetriedBooking } from './retried-bookings.js';
import { askedArrays, HOLD_SQL, type AskedBooking } from './hold-sql.js';
import { GroupedHolds, type Queued } from './grouped-holds.js';
import { isBookingIdClash } from './booking-id.js';

/** What a registration may hold, as `giveBack` needs it. */
export interface HeldThings {
  id: number;
  venueId: number;
  couponCode: string | null;
  holdsSeat: boolean;
  holdsCoupon: boolean;
  holdsEarlyBird: boolean;
}

export const HELD_COLUMNS = `id, venue_id AS "venueId", coupon_code AS "couponCode", holds_seat AS "holdsSeat",
  holds_coupon AS "holdsCoupon", holds_early_bird AS "holdsEarlyBird"`;

/**
 * A registration to hold; its `totalAmount` is the total the client showed, which must equal the
 * server's price. `limits` is what the hold-limit guard decided for the request.
 */
export type HoldRequest = Omit<RegistrationRequest, 'originalAmount' | 'discountAmount'> & {
  limits: HoldContext;
  /** The page's language: the booking's messages are written in it. */
  language: Language;
};

/** A booking on a seat taken for it beforehand (a waiting-list offer): its details and the price it was offered. */
export interface TakenSeatRequest extends BookingParty {
  venueId: number;
  earlyBird: boolean;
  price: WorkshopPrice;
  language: Language;
}

export interface Held {
  booking: BookingRow;
  venue: VenueSummary;
  /** Set when the request repeated a live hold (RetriedBookings): that booking, with its own gateway order. */
  retriedOrderId?: string;
}

/** What the hold statement (HOLD_SQL) answers: the seats' venue, the new bookings, and the live holds repeated. */
interface HoldRow {
  venue: VenueSummary | null;
  bookings: (BookingRow & { earlyBird: boolean })[];
  retried: (RetriedBooking & { askedBookingId: string })[];
  retriedVenue: VenueSummary | null;
}

/** What a hold is known by, and whether it may be a retry (AskedBooking says what each is). */
type HoldIds = Pick<AskedBooking, 'bookingId' | 'gatewayOrderId' | 'couponCode' | 'matchRetry'>;

/** How the booking flow answers each reason a coupon was refused. */
const COUPON_REFUSALS: Record<CouponRefusal, (message: string) => Error> = {
  unknown: registrationError.COUPON_INVALID,
  'used-up': registrationError.COUPON_EXHAUSTED,
  'not-applicable': registrationError.COUPON_NOT_APPLICABLE,
};

/** Both tiers' prices, worked out before the hold statement picks one by the early-bird places left. */
interface TierPrices {
  early: WorkshopPrice;
  regular: WorkshopPrice;
}

/**
 * At most this many holds of one process wait on PostgreSQL at once; the others queue here, first
 * come first served. Every booking of a venue updates its row, so holds queue on that row lock
 * anyway: queued inside PostgreSQL, with the whole pool waiting, over a third of a booking's database CPU went on lock waits and wake-ups (measured), and waiters were
 * woken in no fair order. Eight, not four: the slots also cap a process at eight holds per round
 * trip, and where a round trip is slow (a busy database host) four capped bookings well below what
 * the CPU allowed (backend/src/registrations/README.md).
 */
const HOLDS_IN_FLIGHT = 8;

/**
 * Coupon-free holds of one venue (and alarm share) go to PostgreSQL in groups (GroupedHolds): at
 * most two statements of this process at once per venue, each with up to 16 bookings (docs/decisions.md).
 */
const GROUPS = { inFlight: 2, size: 16 };

/** A new hold and its price, or the live hold the request repeats (with its own gateway order). */
type HeldAtPrice = (Held & { price: WorkshopPrice }) | Required<Held>;

/** Everything the hold statement needs for one booking. */
interface SingleHold {
  request: HoldRequest;
  ids: HoldIds;
  edition: EditionTerms;
  prices: TierPrices;
}

/** A hold as one row of the hold statement. */
function asked({ request, ids, prices }: SingleHold): AskedBooking {
  return { ...request, ...ids, ...prices, buyerGstin: request.buyerGstin ?? null, clientKey: request.limits.clientKey };
}

/** What the hold statement answered for `hold`: the live hold it repeats, its new booking, or null when it got no seat. */
function heldFrom(row: HoldRow, { ids, prices }: SingleHold): HeldAtPrice | null {
  const repeated = row.retried.find((retried) => retried.askedBookingId === ids.bookingId);
  if (repeated && row.retriedVenue) {
    const { gatewayOrderId: retriedOrderId, askedBookingId: _asked, ...booking } = repeated;
    return { booking, venue: row.retriedVenue, retriedOrderId };
  }
  const fresh = row.bookings.find((booking) => booking.bookingId === ids.bookingId);
  if (!fresh || !row.venue) return null;
  const { earlyBird, ...booking } = fresh;
  return { booking, venue: row.venue, price: earlyBird ? prices.early : prices.regular };
}

/**
 * What a pending registration holds (design §4): its seat, taken by a conditional update, and the
 * price it was quoted. Early-bird places and coupon uses are only looked at here: a captured
 * payment takes them (booking-payable.ts), so unpaid holds cannot move a price.
 * Every path that takes or gives back locks in the same order (venue, coupon, counter), so none
 * can deadlock.
 */
@Injectable()
export class RegistrationHoldsService {
  private readonly holdSlots = pLimit(HOLDS_IN_FLIGHT);
  private readonly grouped = new GroupedHolds<SingleHold, HeldAtPrice>((group) => this.holdGroup(group), GROUPS);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly settings: Settings,
    private readonly venues: VenuesService,
    private readonly coupons: CouponsService,
    private readonly pricing: PricingService,
    private readonly editions: EditionsService,
  ) {}

  /**
   * Refusals that need no hold, made before a payment order is opened: a venue this process just
   * found full, and (without a coupon, whose discount the hold reads) a total that is neither
   * tier's price. The hold checks both again; this only spares the gateway.
   */
  async refuseEarly(request: HoldRequest): Promise<void> {
    if (this.venues.isKnownFull(request.venueId)) throw registrationError.VENUE_FULL(MESSAGES.venueFull);
    const edition = await this.editionOf(request.venueId);
    if (!request.couponCode) await this.refuseUnknownTotal(request, this.pricesFor(request, edition, null));
  }

  /** The venue's edition, whose prices and early-bird places the booking takes. */
  private async editionOf(venueId: number): Promise<EditionTerms> {
    const edition = await this.editions.forVenue(venueId);
    if (!edition) throw registrationError.VENUE_UNAVAILABLE(REGISTRATION_ERRORS.venueUnavailable);
    return edition;
  }

  /** The registration id of a booking that still holds, or null. */
  async pendingId(bookingId: string): Promise<number | null> {
    const row = await maybeOne<{ id: number }>(
      this.db,
      `SELECT id FROM registrations WHERE booking_id = $1 AND ${BOOKING_READS.awaitingPayment.sql()}`,
      [bookingId],
    );
    return row?.id ?? null;
  }

  /**
   * Holds everything and inserts the pending registration with its gateway order, or throws with
   * nothing held.
   */
  async hold(request: HoldRequest, bookingId: string, gatewayOrderId: string): Promise<Held> {
    const { couponCode } = request;
    const edition = await this.editionOf(request.venueId);
    const held = couponCode
      ? await this.holdSlots(async () => {
          // Read before the transaction: the tier may need a query of its own (embedded PostgreSQL runs one at a time).
          const { tier } = await this.pricing.info();
          return this.db.transaction((manager) =>
            this.holdWithCoupon(manager, request, edition, { code: couponCode, tier }, bookingId, gatewayOrderId),
          );
        })
      : await this.holdWithoutCoupon(request, edition, bookingId, gatewayOrderId);
    if (!held.retriedOrderId) this.holdsChanged();
    return held;
  }

  /**
   * Ends a pending registration's hold: status 'expired', its seat returned (a hold spent no coupon
   * use and took no early-bird place). With `onlyIfOverdue` it leaves holds that have not run out
   * yet. Idempotent.
   */
  async release(registrationId: number, onlyIfOverdue: boolean): Promise<boolean> {
    const released = await this.db.transaction(async (manager) => {
      const hold = await maybeOne<HeldThings>(
        manager,
        `SELECT ${HELD_COLUMNS} FROM registrations
         WHERE id = $1 AND ${BOOKING_READS.awaitingPayment.sql()} AND (NOT $2::boolean OR hold_expires_at <= now())
         FOR UPDATE`,
        [registrationId, onlyIfOverdue],
      );
      if (!hold) return false;
      await this.giveBack(manager, hold, 'expire', { actor: SYSTEM, action: 'registration.expire' });
      return true;
    });
    if (released) this.holdsChanged();
    return released;
  }

  /**
   * Ends a registration (a hold running out: `expire`; the desk cancelling a booking: `cancel`) by its
   * lifecycle transition (libs/domain/src/payment-lifecycle.ts), with its audit entry, and
   * returns its seat, coupon use and early-bird place, each only if it still holds it (use and place
   * only a captured payment takes), so each goes back exactly once. The caller has locked the row
   * (SELECT HELD_COLUMNS ... FOR UPDATE), and calls `holdsChanged()` after committing.
   */
  async giveBack(
    manager: EntityManager,
    hold: HeldThings,
    transition: 'expire' | 'cancel',
    audit: Pick<AuditedTransition, 'actor' | 'action' | 'details'>,
  ): Promise<void> {
    const moved = await moveAudited(manager, {
      subject: 'registration',
      transition: BOOKING_PAYMENT[transition],
      where: 'id = $1',
      params: [hold.id],
      set: 'holds_seat = false, holds_coupon = false, holds_early_bird = false, updated_at = now()',
      ...audit,
    });
    if (moved.length === 0)
      throw new Error(
        `Registration ${hold.id} cannot ${transition} from its state: the caller must lock and check it first`,
      );
    if (hold.holdsSeat) await this.venues.releaseSeat(manager, hold.venueId);
    if (hold.holdsCoupon && hold.couponCode) await this.coupons.release(manager, hold.couponCode, hold.id);
    if (hold.holdsEarlyBird) await this.pricing.releasePlace(manager, hold.id);
  }

  /**
   * The pending registration on a seat the caller's transaction already took for it (a waiting-list
   * offer being claimed, backend/src/waitlist/README.md): no seat is taken, the row is written and
   * the seat counted as held, so it expires and is confirmed like any hold.
   */
  async holdTakenSeat(
    manager: EntityManager,
    request: TakenSeatRequest,
    bookingId: string,
    gatewayOrderId: string,
  ): Promise<BookingRow> {
    const booking = await maybeOne<BookingRow>(
      manager,
      `INSERT INTO registrations (parent_name, phone_number, email, child_name, grade_group, school_name, venue_id,
         takeaway_kit, booking_id, hold_expires_at, holds_seat, early_bird_quoted,
         original_amount, discount_amount, total_amount, gateway_order_id, edition_id, language)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now() + make_interval(secs => $10), true, $11, $12, $13, $14, $15,
         (SELECT edition_id FROM venues WHERE id = $7), $16)
       RETURNING ${BOOKING_COLUMNS}`,
      [
        request.parentName,
        request.phoneNumber,
        request.email,
        request.childName,
        request.gradeGroup,
        request.schoolName,
        request.venueId,
        request.takeawayKit,
        bookingId,
        this.settings.newHoldSeconds,
        request.earlyBird,
        request.price.originalAmount,
        request.price.discountAmount,
        request.price.totalAmount,
        gatewayOrderId,
        request.language,
      ],
    );
    // The held_seats trigger counts only later changes of a hold; the hold statement counts a new one itself.
    await execute(manager, `UPDATE venues SET held_seats = held_seats + 1 WHERE id = $1`, [request.venueId]);
    return booking!;
  }

  /** After committing a change to holds: public seat counts and early-bird places show it. */
  holdsChanged(): void {
    this.venues.venuesChanged();
    this.pricing.pricingChanged();
  }

  /**
   * For a payment that arrived after its hold expired: takes a seat again if one is free (its
   * coupon use and early-bird place are taken by the capture, as for any payment).
   * The caller commits, then calls `holdsChanged()`.
   */
  async retake(manager: EntityManager, booking: Pick<BookingRow, 'id' | 'venueId'>): Promise<boolean> {
    const seat = await this.venues.takeSeat(manager, booking.venueId);
    if (!seat.taken) return false;
    await execute(manager, `UPDATE registrations SET holds_seat = true, updated_at = now() WHERE id = $1`, [
      booking.id,
    ]);
    return true;
  }

  /**
   * The coupon must be usable for this booking and contact (it spends no use: a captured payment
   * does); the seat taken is given back in the same transaction if the total turns out not to be
   * the quoted price. The minimum amount is checked against `tier`, the tier quoted now.
   */
  private async holdWithCoupon(
    manager: EntityManager,
    request: HoldRequest,
    edition: EditionTerms,
    { code, tier }: { code: string; tier: PricingInfo['tier'] },
    bookingId: string,
    gatewayOrderId: string,
  ): Promise<Held> {
    const quote = await this.coupons.quote(
      manager,
      code,
      {
        editionId: edition.id,
        venueId: request.venueId,
        gradeGroup: request.gradeGroup,
        takeawayKit: request.takeawayKit,
        originalAmount: this.pricesFor(request, edition, null)[tier === 'early-bird' ? 'early' : 'regular']
          .originalAmount,
      },
      { phone: request.phoneNumber, email: request.email },
    );
    if (!quote.usable) throw COUPON_REFUSALS[quote.refusal](quote.error);
    const prices = this.pricesFor(request, edition, quote.coupon);
    await this.refuseUnknownTotal(request, prices);
    // create() looked for a retry already, before this transaction.
    const held = await this.holdAlone(manager, {
      request,
      ids: { bookingId, gatewayOrderId, couponCode: quote.coupon.code, matchRetry: false },
      edition,
      prices,
    });
    if ('retriedOrderId' in held) return held;
    if (held.price.totalAmount !== request.totalAmount) {
      throw registrationError.PRICE_CHANGED(REGISTRATION_ERRORS.priceChanged, { currentPrice: held.price }); // rolls the seat back
    }
    return { booking: held.booking, venue: held.venue };
  }

  /**
   * Without a coupon the hold is one statement, atomic by itself, and needs no transaction; it goes
   * with the others queued for its venue (`grouped`).
   */
  private async holdWithoutCoupon(
    request: HoldRequest,
    edition: EditionTerms,
    bookingId: string,
    gatewayOrderId: string,
  ): Promise<Held> {
    const single: SingleHold = {
      request,
      ids: { bookingId, gatewayOrderId, couponCode: null, matchRetry: true },
      edition,
      prices: this.pricesFor(request, edition, null),
    };
    const held = await this.grouped.add(`${request.venueId} ${request.limits.alarmShare}`, single);
    if ('retriedOrderId' in held) return held;
    if (held.price.totalAmount !== request.totalAmount) {
      // The early-bird places ran out since the client was quoted: give the seat back.
      await this.release(held.booking.id, false);
      throw registrationError.PRICE_CHANGED(REGISTRATION_ERRORS.priceChanged, { currentPrice: held.price });
    }
    return { booking: held.booking, venue: held.venue };
  }

  /**
   * Holds of one venue (and alarm share) in one statement (HOLD_SQL). Where the venue cannot seat
   * them all, or a booking id clashes, each is held on its own, with that path's answers and refusals.
   */
  private async holdGroup(group: Queued<SingleHold, HeldAtPrice>[]): Promise<void> {
    const row = await this.holdStatement(
      this.db.manager,
      group.map(({ request }) => request),
    ).catch((err: unknown) => {
      // One clashing booking id fails the group; held one by one, that booking gets a new id (withFreshBookingId).
      if (isBookingIdClash(err)) return null;
      throw err;
    });
    for (const { request: hold, resolve, reject } of group) {
      const held = row && heldFrom(row, hold);
      if (held) resolve(held);
      else this.holdSlots(() => this.holdAlone(this.db.manager, hold)).then(resolve, reject);
    }
  }

  /** The hold statement for `holds`, all of one venue, edition and alarm share. */
  private async holdStatement(manager: EntityManager, holds: SingleHold[]): Promise<HoldRow> {
    const [{ request, edition }] = holds as [SingleHold];
    return onlyRow(
      await preparedQuery<HoldRow>(manager, 'registrations-hold', HOLD_SQL, [
        this.pricing.placesOf(edition),
        request.venueId,
        this.settings.newHoldSeconds,
        RETRY_MIN_REMAINING_SECONDS,
        earlyBirdCounterKey(edition.id),
        edition.earlyBirdEndsAt,
        request.limits.alarmShare,
        ...askedArrays(holds.map(asked)),
      ]),
    );
  }

  private pricesFor(request: HoldRequest, edition: EditionTerms, coupon: CouponRule | null): TierPrices {
    const priceIn = (earlyBird: boolean) =>
      priceWithCoupon(
        { gradeGroup: request.gradeGroup, takeawayKit: request.takeawayKit, earlyBird, prices: edition.prices },
        coupon,
      );
    return { early: priceIn(true), regular: priceIn(false) };
  }

  /** A total that is neither tier's price is refused before anything is held. */
  private async refuseUnknownTotal(request: HoldRequest, prices: TierPrices): Promise<void> {
    if (request.totalAmount === prices.early.totalAmount || request.totalAmount === prices.regular.totalAmount) return;
    const { tier } = await this.pricing.info();
    throw registrationError.PRICE_CHANGED(REGISTRATION_ERRORS.priceChanged, {
      currentPrice: tier === 'early-bird' ? prices.early : prices.regular,
    });
  }

  /**
   * One hold on its own statement: its booking or the live hold it repeats, or the reason it got
   * no seat. Every registration is quoted the early-bird tier while captured payments have left
   * places ("the first 500 students") and stores the price of that tier.
   */
  private async holdAlone(manager: EntityManager, hold: SingleHold): Promise<HeldAtPrice> {
    const held = heldFrom(await this.holdStatement(manager, [hold]), hold);
    if (held) return held;
    const { request } = hold;
    const why = await this.venues.whyNoSeat(manager, request.venueId);
    if (why === 'unavailable') throw registrationError.VENUE_UNAVAILABLE(REGISTRATION_ERRORS.venueUnavailable);
    if (why === 'closed') throw registrationError.BOOKING_CLOSED(VENUE_TIME_MESSAGES.bookingClosed);
    if (why === 'seats-left' && request.limits.alarmShare > 0) throw new AlarmShareReached();
    this.venues.noteFull(request.venueId);
    throw registrationError.VENUE_FULL(MESSAGES.venueFull);
  }
}
