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
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Settings } from '../config/settings.js';
import { CouponsService } from '../coupons/coupons.service.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { PaymentTargets } from '../payments/payment-targets.js';
import { VenuesService } from '../venues/venues.service.js';
import { bookingConfirmationText } from './booking-message.js';
import { LatePaymentRefunds } from './late-payment-refunds.service.js';
import { RegistrationEvents } from './registration-events.js';
import { RegistrationHoldsService } from './registration-holds.service.js';
import { BOOKING_COLUMNS } from './registration.mapper.js';
const BOOKING_MESSAGE_PREFIX = 'booking-';
/** How long after its hold expired a gateway order is still worth asking the gateway about. */ const LATE_PAYMENT_WINDOW = `interval '1 hour'`;
export class PaymentConfirmationService {
    constructor(db, settings, targets, holds, coupons, venues, refunds, notifications, events){
        this.db = db;
        this.settings = settings;
        this.targets = targets;
        this.holds = holds;
        this.coupons = coupons;
        this.venues = venues;
        this.refunds = refunds;
        this.notifications = notifications;
        this.events = events;
        this.kind = 'registration';
        this.logger = new Logger('RegistrationPayments');
    }
    onModuleInit() {
        this.targets.register(this);
        this.notifications.onSent(async (dedupeKey)=>{
            if (!dedupeKey.startsWith(BOOKING_MESSAGE_PREFIX)) return;
            await this.db.query(`UPDATE registrations SET whatsapp_sent = true WHERE booking_id = $1`, [
                dedupeKey.slice(BOOKING_MESSAGE_PREFIX.length)
            ]);
        });
    }
    async settle(payment) {
        return (await this.confirm(payment)).outcome !== 'not-ours';
    }
    async confirm({ gatewayOrderId, paymentId }) {
        const decision = await this.db.transaction((manager)=>this.decide(manager, gatewayOrderId, paymentId));
        if (decision.outcome === 'confirmed') {
            this.venues.venuesChanged(); // a late payment may have re-taken a seat
            await this.announce(decision.booking);
        }
        if (decision.outcome === 'refund-due') {
            const { booking } = decision;
            await this.refunds.refund({
                id: booking.id,
                bookingId: booking.bookingId,
                paymentId,
                totalAmount: booking.totalAmount
            });
            return {
                outcome: 'refunded',
                booking
            };
        }
        return decision;
    }
    async pendingGatewayOrders(olderThanSeconds) {
        const rows = await this.db.query(`SELECT gateway_order_id AS "gatewayOrderId" FROM registrations
       WHERE gateway_order_id IS NOT NULL AND payment_id IS NULL
         AND created_at <= now() - make_interval(secs => $1)
         AND (payment_status = 'pending' OR (payment_status = 'expired' AND hold_expires_at > now() - ${LATE_PAYMENT_WINDOW}))
       ORDER BY created_at LIMIT 200`, [
            olderThanSeconds
        ]);
        return rows.map((row)=>row.gatewayOrderId);
    }
    /** Enqueues what follows a confirmation: the QR code (listeners) and the WhatsApp message. Idempotent. */ async announce(booking) {
        await this.events.emitConfirmed(booking);
        try {
            const venue = await this.venues.summary(booking.venueId);
            if (!venue) return;
            await this.notifications.send({
                dedupeKey: `${BOOKING_MESSAGE_PREFIX}${booking.bookingId}`,
                to: booking.phoneNumber,
                body: bookingConfirmationText(booking, venue, this.settings.publicUrl)
            });
        } catch (err) {
            // The payment is confirmed either way; the hold sweep announces it again later.
            this.logger.warn(`Could not enqueue the confirmation of ${booking.bookingId}: ${err.message}`);
        }
    }
    async decide(manager, gatewayOrderId, paymentId) {
        const [paid] = await manager.query(`WITH paid AS (
         UPDATE registrations SET payment_status = 'paid', payment_id = $2, paid_at = now(), updated_at = now()
         WHERE gateway_order_id = $1 AND payment_status = 'pending'
         RETURNING ${BOOKING_COLUMNS})
       SELECT * FROM paid`, [
            gatewayOrderId,
            paymentId
        ]);
        if (paid) {
            await this.recordCouponUsage(manager, paid);
            return {
                outcome: 'confirmed',
                booking: paid
            };
        }
        const [booking] = await manager.query(`SELECT ${BOOKING_COLUMNS}, refund_due AS "refundDue" FROM registrations WHERE gateway_order_id = $1 FOR UPDATE`, [
            gatewayOrderId
        ]);
        if (!booking) return {
            outcome: 'not-ours'
        };
        if (booking.paymentStatus === 'paid') return {
            outcome: 'already-paid',
            booking
        };
        if (booking.paymentStatus === 'refunded' || booking.refundDue) return {
            outcome: 'refunded',
            booking
        };
        // Expired and unpaid: the payment arrived after the hold was released.
        if (await this.holds.retake(manager, booking)) {
            await manager.query(`UPDATE registrations SET payment_status = 'paid', payment_id = $2, paid_at = now(), updated_at = now() WHERE id = $1`, [
                booking.id,
                paymentId
            ]);
            await this.recordCouponUsage(manager, booking);
            return {
                outcome: 'confirmed',
                booking: {
                    ...booking,
                    paymentStatus: 'paid'
                }
            };
        }
        await manager.query(`UPDATE registrations SET refund_due = true, payment_id = $2, updated_at = now() WHERE id = $1`, [
            booking.id,
            paymentId
        ]);
        return {
            outcome: 'refund-due',
            booking,
            paymentId
        };
    }
    async recordCouponUsage(manager, booking) {
        if (!booking.couponCode) return;
        await this.coupons.recordUsage(manager, {
            code: booking.couponCode,
            email: booking.email,
            amountBefore: booking.originalAmount,
            amountAfter: booking.totalAmount,
            registrationId: booking.id
        });
    }
}
PaymentConfirmationService = _ts_decorate([
    Injectable(),
    _ts_param(0, InjectDataSource()),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof DataSource === "undefined" ? Object : DataSource,
        typeof Settings === "undefined" ? Object : Settings,
        typeof PaymentTargets === "undefined" ? Object : PaymentTargets,
        typeof RegistrationHoldsService === "undefined" ? Object : RegistrationHoldsService,
        typeof CouponsService === "undefined" ? Object : CouponsService,
        typeof VenuesService === "undefined" ? Object : VenuesService,
        typeof LatePaymentRefunds === "undefined" ? Object : LatePaymentRefunds,
        typeof NotificationsService === "undefined" ? Object : NotificationsService,
        typeof RegistrationEvents === "undefined" ? Object : RegistrationEvents
    ])
], PaymentConfirmationService);

//# sourceMappingURL=payment-confirmation.service.js.map