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
import { PaymentGateway } from '../payments/payment-gateway.js';
export class LatePaymentRefunds {
    constructor(db, gateway){
        this.db = db;
        this.gateway = gateway;
        this.logger = new Logger('Refunds');
    }
    /** True once the refund is issued and recorded. */ async refund(due) {
        try {
            const refund = await this.gateway.refund(due.paymentId, due.totalAmount, {
                bookingId: due.bookingId,
                reason: 'no-seat-after-hold-expired'
            });
            await this.db.query(`UPDATE registrations SET payment_status = 'refunded', refund_id = $2, refund_due = false, updated_at = now()
         WHERE id = $1 AND refund_due`, [
                due.id,
                refund.id
            ]);
            this.logger.log(`Refunded late payment ${due.paymentId} of booking ${due.bookingId}`);
            return true;
        } catch (err) {
            this.logger.warn(`Refund of booking ${due.bookingId} failed, will retry: ${err.message}`);
            return false;
        }
    }
    /** Retries refunds left due (gateway down at the time); recent ones are still in flight. */ async retryDue() {
        const due = await this.db.query(`SELECT id, booking_id AS "bookingId", payment_id AS "paymentId", total_amount AS "totalAmount"
       FROM registrations WHERE refund_due AND updated_at < now() - interval '1 minute'
       ORDER BY updated_at LIMIT 50`);
        for (const refund of due)await this.refund(refund);
    }
}
LatePaymentRefunds = _ts_decorate([
    Injectable(),
    _ts_param(0, InjectDataSource()),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof DataSource === "undefined" ? Object : DataSource,
        typeof PaymentGateway === "undefined" ? Object : PaymentGateway
    ])
], LatePaymentRefunds);

//# sourceMappingURL=late-payment-refunds.service.js.map