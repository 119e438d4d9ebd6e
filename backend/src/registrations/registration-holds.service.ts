import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MESSAGES, priceWorkshop, type GradeGroup } from '@robo/domain';
import { QueryFailedError, type DataSource, type EntityManager } from 'typeorm';
import { conflict, notFound } from '../common/domain-error.js';
import { Settings } from '../config/settings.js';
import { CouponsService } from '../coupons/coupons.service.js';
import { VenuesService, type VenueSummary } from '../venues/venues.service.js';
import { newBookingId } from './booking-id.js';
import { BOOKING_COLUMNS, type BookingRow } from './registration.mapper.js';
import { REGISTRATION_ERRORS } from './registrations.errors.js';
import { PricingService, TAKE_EARLY_BIRD_PLACE } from './pricing.service.js';

export interface HoldRequest {
  parentName: string;
  phoneNumber: string;
  email: string;
  childName: string;
  gradeGroup: GradeGroup;
  schoolName: string;
  venueId: number;
  takeawayKit: boolean;
  couponCode?: string | null;
  /** The total the client showed; it must equal the server's price. */
  totalAmount: number;
}

const BOOKING_ID_ATTEMPTS = 3;

function isBookingIdClash(err: unknown): boolean {
  const driverError = err instanceof QueryFailedError ? (err.driverError as { code?: string; constraint?: string }) : undefined;
  return driverError?.code === '23505' && !!driverError.constraint?.includes('booking_id');
}

/**
 * What a pending registration holds (DESIGN.md 4): a seat, maybe a coupon use, maybe an
 * early-bird place. All are taken in one transaction by conditional updates (always in the
 * order venue, coupon, counter, so concurrent bookings cannot deadlock) and released together.
 */
@Injectable()
export class RegistrationHoldsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly settings: Settings,
    private readonly venues: VenuesService,
    private readonly coupons: CouponsService,
    private readonly pricing: PricingService,
  ) {}

  /** Holds everything and inserts the pending registration, or throws with nothing held. */
  async hold(request: HoldRequest): Promise<{ booking: BookingRow; venue: VenueSummary }> {
    for (let attempt = 1; ; attempt++) {
      try {
        const held = await this.db.transaction((manager) => this.holdIn(manager, request, newBookingId()));
        this.venues.venuesChanged();
        return held;
      } catch (err) {
        if (attempt < BOOKING_ID_ATTEMPTS && isBookingIdClash(err)) continue;
        throw err;
      }
    }
  }

  /**
   * Ends a pending registration's hold: status 'expired', seat, coupon use and early-bird place
   * returned. With `onlyIfOverdue` it leaves holds that have not run out yet. Idempotent.
   */
  async release(registrationId: number, onlyIfOverdue: boolean): Promise<boolean> {
    const released = await this.db.transaction(async (manager) => {
      const [hold] = await manager.query(
        `SELECT venue_id AS "venueId", coupon_code AS "couponCode", holds_seat AS "holdsSeat",
                holds_coupon AS "holdsCoupon", holds_early_bird AS "holdsEarlyBird"
         FROM registrations
         WHERE id = $1 AND payment_status = 'pending' AND (NOT $2::boolean OR hold_expires_at <= now())
         FOR UPDATE`,
        [registrationId, onlyIfOverdue],
      );
      if (!hold) return false;
      await manager.query(
        `UPDATE registrations SET payment_status = 'expired', holds_seat = false, holds_coupon = false,
           holds_early_bird = false, updated_at = now()
         WHERE id = $1`,
        [registrationId],
      );
      if (hold.holdsSeat) await this.venues.releaseSeat(manager, hold.venueId);
      if (hold.holdsCoupon && hold.couponCode) await this.coupons.release(manager, hold.couponCode);
      if (hold.holdsEarlyBird) await this.pricing.releasePlace(manager);
      return true;
    });
    if (released) this.venues.venuesChanged();
    return released;
  }

  /**
   * For a payment that arrived after its hold expired: takes a seat again if one is free (and,
   * as far as they last, the coupon use and an early-bird place; the price was paid already).
   * The caller commits, then calls `venues.venuesChanged()`.
   */
  async retake(manager: EntityManager, booking: Pick<BookingRow, 'id' | 'venueId' | 'couponCode'>): Promise<boolean> {
    const seat = await this.venues.takeSeat(manager, booking.venueId);
    if (!seat.taken) return false;
    const couponHeld = booking.couponCode ? (await this.coupons.hold(manager, booking.couponCode)).held : false;
    const earlyBird = await this.pricing.takePlace(manager);
    await manager.query(
      `UPDATE registrations SET holds_seat = true, holds_coupon = $2, holds_early_bird = $3, updated_at = now() WHERE id = $1`,
      [booking.id, couponHeld, earlyBird],
    );
    return true;
  }

  private async holdIn(manager: EntityManager, request: HoldRequest, bookingId: string) {
    const seat = await this.venues.takeSeat(manager, request.venueId);
    if (!seat.taken) {
      throw seat.reason === 'full' ? conflict(MESSAGES.venueFull) : notFound(REGISTRATION_ERRORS.venueUnavailable);
    }
    const couponHold = request.couponCode ? await this.coupons.hold(manager, request.couponCode) : null;
    if (couponHold && !couponHold.held) throw conflict(couponHold.error);
    const coupon = couponHold?.held ? couponHold.coupon : null;

    // The price in both tiers; the statement below takes an early-bird place if one is left
    // ("the first 500 students": every registration takes one while they last) and stores the
    // matching price. Place and row go in one statement so the single, global counter row stays
    // locked only until the COMMIT that follows.
    const priceIn = (earlyBird: boolean) => priceWorkshop({
      gradeGroup: request.gradeGroup,
      takeawayKit: request.takeawayKit,
      couponDiscountPaise: coupon?.discountAmount ?? 0,
      earlyBird,
    });
    const early = priceIn(true);
    const regular = priceIn(false);
    const [booking]: Array<BookingRow & { earlyBird: boolean }> = await manager.query(
      `WITH place AS (${TAKE_EARLY_BIRD_PLACE}),
       tier AS (SELECT EXISTS (SELECT 1 FROM place) AS early_bird)
       INSERT INTO registrations (parent_name, phone_number, email, child_name, grade_group, school_name, venue_id,
         takeaway_kit, coupon_code, booking_id, hold_expires_at, holds_seat, holds_coupon, holds_early_bird,
         original_amount, discount_amount, total_amount)
       SELECT $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now() + make_interval(secs => $12), true, $13, tier.early_bird,
         CASE WHEN tier.early_bird THEN $14::int ELSE $17::int END,
         CASE WHEN tier.early_bird THEN $15::int ELSE $18::int END,
         CASE WHEN tier.early_bird THEN $16::int ELSE $19::int END
       FROM tier
       RETURNING ${BOOKING_COLUMNS}, holds_early_bird AS "earlyBird"`,
      [
        this.settings.earlyBirdLimit,
        request.parentName, request.phoneNumber, request.email, request.childName, request.gradeGroup, request.schoolName,
        request.venueId, request.takeawayKit, coupon?.code ?? null, bookingId, this.settings.holdSeconds, !!coupon,
        early.originalAmount, early.discountAmount, early.totalAmount,
        regular.originalAmount, regular.discountAmount, regular.totalAmount,
      ],
    );
    const price = booking.earlyBird ? early : regular;
    if (price.totalAmount !== request.totalAmount) {
      throw conflict(REGISTRATION_ERRORS.priceChanged, { currentPrice: price });
    }
    const { earlyBird: _earlyBird, ...row } = booking;
    return { booking: row, venue: seat.venue };
  }
}
