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
import { DataSource } from 'typeorm';
import { PaymentTargets } from './payment-targets.js';
export class WebhooksService {
    constructor(db, targets){
        this.db = db;
        this.targets = targets;
        this.logger = new Logger('Webhooks');
    }
    async handle(eventId, webhook) {
        const seen = await this.db.query('SELECT 1 FROM webhook_events WHERE event_id = $1', [
            eventId
        ]);
        if (seen.length > 0) return 'duplicate';
        let outcome = 'ignored';
        const payment = webhook.payload?.payment?.entity;
        // payment.failed may be followed by payment.captured for the same order: a failure changes
        // nothing here; the hold simply runs until it expires or a capture arrives.
        if ((webhook.event === 'payment.captured' || webhook.event === 'order.paid') && payment) {
            const settled = await this.targets.settle({
                gatewayOrderId: payment.order_id,
                paymentId: payment.id,
                amount: Number(payment.amount)
            });
            if (settled) outcome = 'settled';
            else this.logger.warn(`Webhook ${webhook.event} for unknown order ${payment.order_id}`);
        }
        // Recorded after handling, so a delivery that failed half-way is processed again on retry.
        await this.db.query('INSERT INTO webhook_events (event_id, event) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
            eventId,
            webhook.event
        ]);
        return outcome;
    }
}
WebhooksService = _ts_decorate([
    Injectable(),
    _ts_param(0, InjectDataSource()),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof DataSource === "undefined" ? Object : DataSource,
        typeof PaymentTargets === "undefined" ? Object : PaymentTargets
    ])
], WebhooksService);

//# sourceMappingURL=webhooks.service.js.map