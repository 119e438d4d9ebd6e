function _ts_decorate(decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") {
        r = Reflect.decorate(decorators, target, key, desc);
    } else {
        for(var i = decorators.length - 1; i >= 0; i--){
            if (d = decorators[i]) {
                r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
            }
        }
    }
    return c > 3 && r && Object.defineProperty(target, key, r), r;
}
function _ts_metadata(metadataKey, metadataValue) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") {
        return Reflect.metadata(metadataKey, metadataValue);
    }
}
function _ts_param(paramIndex, decorator) {
    return function(target, key) {
        decorator(target, key, paramIndex);
    };
}
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MESSAGES, priceWorkshop } from '@robo/domain';
import { QueryFailedError } from 'typeorm';
import { conflict, notFound } from '../common/domain-error.js';
import { Settings } from '../config/settings.js';
import { CouponsService } from '../coupons/coupons.service.js';
import { VenuesService } from '../venues/venues.service.js';
import { newBookingId } from './booking-id.js';
import { BOOKING_COLUMNS } from './registration.mapper.js';
import { REGISTRATION_ERRORS } from './registrations.errors.js';
import { PricingService, TAKE_EARLY_BIRD_PLACE } from './pricing.service.js';
const BOOKING_ID_ATTEMPTS = 3;
function isBookingIdClash(err) {
    const driverError = err instanceof QueryFailedError ? err.driverError : undefined;
    return driverError?.code === '23505' && !!driverError.constraint?.includes('booking_id');
}
export class RegistrationHoldsService {
    constructor(db, settings, venues, coupons, pricing){
        this.db = db;
        this.settings = settings;
        this.venues = venues;
        this.coupons = coupons;
        this.pricing = pricing;
    }
    /** Holds everything and inserts the pending registration, or throws with nothing held. */ async hold(request) {
        for(let attempt = 1;; attempt++){
            try {
                const held = await this.db.transaction((manager)=>this.holdIn(manager, request, newBookingId()));
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
   */ async release(registrationId, onlyIfOverdue) {
        const released = await this.db.transaction(async (manager)=>{
            const [hold] = await manager.query(`SELECT venue_id AS "venueId", coupon_code AS "couponCode", holds_seat AS "holdsSeat",
                holds_coupon AS "holdsCoupon", holds_early_bird AS "holdsEarlyBird"
         FROM registrations
         WHERE id = $1 AND payment_status = 'pending' AND (NOT $2::boolean OR hold_expires_at <= now())
         FOR UPDATE`, [
                registrationId,
                onlyIfOverdue
            ]);
            if (!hold) return false;
            await manager.query(`UPDATE registrations SET payment_status = 'expired', holds_seat = false, holds_coupon = false,
           holds_early_bird = false, updated_at = now()
         WHERE id = $1`, [
                registrationId
            ]);
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
   */ async retake(manager, booking) {
        const seat = await this.venues.takeSeat(manager, booking.venueId);
        if (!seat.taken) return false;
        const couponHeld = booking.couponCode ? (await this.coupons.hold(manager, booking.couponCode)).held : false;
        const earlyBird = await this.pricing.takePlace(manager);
        await manager.query(`UPDATE registrations SET holds_seat = true, holds_coupon = $2, holds_early_bird = $3, updated_at = now() WHERE id = $1`, [
            booking.id,
            couponHeld,
            earlyBird
        ]);
        return true;
    }
    async holdIn(manager, request, bookingId) {
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
        const priceIn = (earlyBird)=>priceWorkshop({
                gradeGroup: request.gradeGroup,
                takeawayKit: request.takeawayKit,
                couponDiscountPaise: coupon?.discountAmount ?? 0,
                earlyBird
            });
        const early = priceIn(true);
        const regular = priceIn(false);
        const [booking] = await manager.query(`WITH place AS (${TAKE_EARLY_BIRD_PLACE}),
       tier AS (SELECT EXISTS (SELECT 1 FROM place) AS early_bird)
       INSERT INTO registrations (parent_name, phone_number, email, child_name, grade_group, school_name, venue_id,
         takeaway_kit, coupon_code, booking_id, hold_expires_at, holds_seat, holds_coupon, holds_early_bird,
         original_amount, discount_amount, total_amount)
       SELECT $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now() + make_interval(secs => $12), true, $13, tier.early_bird,
         CASE WHEN tier.early_bird THEN $14::int ELSE $17::int END,
         CASE WHEN tier.early_bird THEN $15::int ELSE $18::int END,
         CASE WHEN tier.early_bird THEN $16::int ELSE $19::int END
       FROM tier
       RETURNING ${BOOKING_COLUMNS}, holds_early_bird AS "earlyBird"`, [
            this.settings.earlyBirdLimit,
            request.parentName,
            request.phoneNumber,
            request.email,
            request.childName,
            request.gradeGroup,
            request.schoolName,
            request.venueId,
            request.takeawayKit,
            coupon?.code ?? null,
            bookingId,
            this.settings.holdSeconds,
            !!coupon,
            early.originalAmount,
            early.discountAmount,
            early.totalAmount,
            regular.originalAmount,
            regular.discountAmount,
            regular.totalAmount
        ]);
        const price = booking.earlyBird ? early : regular;
        if (price.totalAmount !== request.totalAmount) {
            throw conflict(REGISTRATION_ERRORS.priceChanged, {
                currentPrice: price
            });
        }
        const { earlyBird: _earlyBird, ...row } = booking;
        return {
            booking: row,
            venue: seat.venue
        };
    }
}
RegistrationHoldsService = _ts_decorate([
    Injectable(),
    _ts_param(0, InjectDataSource()),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof DataSource === "undefined" ? Object : DataSource,
        typeof Settings === "undefined" ? Object : Settings,
        typeof VenuesService === "undefined" ? Object : VenuesService,
        typeof CouponsService === "undefined" ? Object : CouponsService,
        typeof PricingService === "undefined" ? Object : PricingService
    ])
], RegistrationHoldsService);

//# sourceMappingURL=registration-holds.service.js.map