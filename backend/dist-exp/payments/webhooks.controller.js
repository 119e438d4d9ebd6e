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
import { createHash } from 'node:crypto';
import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { DomainError } from '../common/domain-error.js';
import { PaymentSignatures } from './payment-signatures.js';
import { WebhooksService } from './webhooks.service.js';
export class WebhooksController {
    constructor(signatures, webhooks){
        this.signatures = signatures;
        this.webhooks = webhooks;
    }
    /** Judged by its signature over the raw body (it carries no session and no Origin). */ async razorpay(req, signature, eventIdHeader) {
        if (!this.signatures.isValidWebhook(req.rawBody, signature)) {
            throw new DomainError('INVALID', 'Invalid webhook signature');
        }
        const body = req.body;
        // Razorpay always sends the event id header; a body hash keeps replays idempotent without it.
        const eventId = eventIdHeader ?? `body-${createHash('sha256').update(req.rawBody).digest('hex')}`;
        return {
            status: await this.webhooks.handle(eventId, body)
        };
    }
}
_ts_decorate([
    Post('razorpay'),
    HttpCode(200),
    _ts_param(0, Req()),
    _ts_param(1, Headers('x-razorpay-signature')),
    _ts_param(2, Headers('x-razorpay-event-id')),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof RawBodyRequest === "undefined" ? Object : RawBodyRequest,
        Object,
        Object
    ]),
    _ts_metadata("design:returntype", Promise)
], WebhooksController.prototype, "razorpay", null);
WebhooksController = _ts_decorate([
    Controller('api/webhooks'),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof PaymentSignatures === "undefined" ? Object : PaymentSignatures,
        typeof WebhooksService === "undefined" ? Object : WebhooksService
    ])
], WebhooksController);

//# sourceMappingURL=webhooks.controller.js.map