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
import { MESSAGES } from '@robo/domain';
import { conflict, invalid, notFound } from '../common/domain-error.js';
import { Settings } from '../config/settings.js';
import { PaymentGateway } from '../payments/payment-gateway.js';
import { PaymentSignatures } from '../payments/payment-signatures.js';
import { VenuesService } from '../venues/venues.service.js';
import { ExpireHoldJob } from './jobs/expire-hold.job.js';
import { PaymentConfirmationService } from './payment-confirmation.service.js';
import { RegistrationHoldsService } from './registration-holds.service.js';
import { BOOKING_COLUMNS, toRegistrationDetails } from './registration.mapper.js';
import { REGISTRATION_ERRORS } from './registrations.errors.js';
export class RegistrationsService {
    constructor(db, settings, holds, expiry, gateway, signatures, confirmations, venues){
        this.db = db;
        this.settings = settings;
        this.holds = holds;
        this.expiry = expiry;
        this.gateway = gateway;
        this.signatures = signatures;
        this.confirmations = confirmations;
        this.venues = venues;
        this.logger = new Logger('Registrations');
    }
    /**
   * Holds seat, coupon use and early-bird place (one transaction), then creates the gateway
   * order outside it; if the gateway fails, everything held is released again.
   */ async create(dto) {
        const { booking, venue } = await this.holds.hold({
            ...dto,
            phoneNumber: dto.phone
        });
        const expiryScheduled = this.expiry.schedule(booking.id, this.settings.holdSeconds).catch((err)=>{
            this.logger.warn(`Expiry job for ${booking.bookingId} not scheduled (the sweep covers it): ${err.message}`);
        });
        let order;
        try {
            order = await this.gateway.createOrder({
                amount: booking.totalAmount,
                currency: 'INR',
                receipt: booking.bookingId,
                notes: {
                    purpose: 'registration',
                    bookingId: booking.bookingId
                }
            });
        } catch (err) {
            await this.holds.release(booking.id, false);
            throw err;
        }
        await Promise.all([
            expiryScheduled,
            this.db.query(`UPDATE registrations SET gateway_order_id = $2 WHERE id = $1`, [
                booking.id,
                order.id
            ])
        ]);
        return {
            registration: toRegistrationDetails(booking, venue),
            razorpayOrder: {
                id: order.id,
                amount: order.amount,
                currency: order.currency
            }
        };
    }
    /** The checkout's signature must be for the order stored with this booking. */ async verifyPayment(dto) {
        const [stored] = await this.db.query(`SELECT gateway_order_id AS "gatewayOrderId" FROM registrations WHERE booking_id = $1`, [
            dto.booking_id
        ]);
        if (!stored) throw notFound(MESSAGES.bookingNotFound);
        const orderId = stored.gatewayOrderId;
        if (!orderId || orderId !== dto.razorpay_order_id || !this.signatures.isValidPayment(orderId, dto.razorpay_payment_id, dto.razorpay_signature)) {
            throw invalid(MESSAGES.paymentVerificationFailed);
        }
        const settlement = await this.confirmations.confirm({
            gatewayOrderId: orderId,
            paymentId: dto.razorpay_payment_id
        });
        if (settlement.outcome === 'refunded') throw conflict(REGISTRATION_ERRORS.latePaymentRefunded);
        return {
            success: true,
            bookingId: dto.booking_id
        };
    }
    async details(bookingId) {
        const [booking] = await this.db.query(`SELECT ${BOOKING_COLUMNS} FROM registrations WHERE booking_id = $1`, [
            bookingId
        ]);
        const venue = booking && await this.venues.summary(booking.venueId);
        if (!booking || !venue) throw notFound(MESSAGES.bookingNotFound);
        return toRegistrationDetails(booking, venue);
    }
    /** Where the booking's QR code image lives (set by the QR job). */ async setQrCode(bookingId, urls) {
        await this.db.query(`UPDATE registrations SET qr_code_url = $2, simple_qr_code_url = $3, updated_at = now() WHERE booking_id = $1`, [
            bookingId,
            urls.qrCodeUrl,
            urls.simpleQrCodeUrl
        ]);
    }
}
RegistrationsService = _ts_decorate([
    Injectable(),
    _ts_param(0, InjectDataSource()),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof DataSource === "undefined" ? Object : DataSource,
        typeof Settings === "undefined" ? Object : Settings,
        typeof RegistrationHoldsService === "undefined" ? Object : RegistrationHoldsService,
        typeof ExpireHoldJob === "undefined" ? Object : ExpireHoldJob,
        typeof PaymentGateway === "undefined" ? Object : PaymentGateway,
        typeof PaymentSignatures === "undefined" ? Object : PaymentSignatures,
        typeof PaymentConfirmationService === "undefined" ? Object : PaymentConfirmationService,
        typeof VenuesService === "undefined" ? Object : VenuesService
    ])
], RegistrationsService);

//# sourceMappingURL=registrations.service.js.map