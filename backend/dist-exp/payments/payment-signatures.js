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
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Settings } from '../config/settings.js';
import { SANDBOX_KEY_SECRET } from './sandbox/sandbox-keys.js';
/** HMAC-SHA256 hex of `payload`, compared in constant time with the signature given. */ export function hmacMatches(secret, payload, signature) {
    if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
    const expected = createHmac('sha256', secret).update(payload).digest();
    return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
export function signPayment(secret, orderId, paymentId) {
    return createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');
}
export class PaymentSignatures {
    constructor(settings){
        this.settings = settings;
    }
    get keySecret() {
        return this.settings.razorpayKeySecret ?? (this.settings.useSandboxGateway ? SANDBOX_KEY_SECRET : undefined);
    }
    get webhookSecret() {
        return this.settings.razorpayWebhookSecret ?? (this.settings.useSandboxGateway ? SANDBOX_KEY_SECRET : undefined);
    }
    /** The checkout's signature: HMAC of `order_id|payment_id` with the key secret. */ isValidPayment(orderId, paymentId, signature) {
        const secret = this.keySecret;
        return !!secret && hmacMatches(secret, `${orderId}|${paymentId}`, signature);
    }
    /** A webhook's signature: HMAC of the raw request body with the webhook secret. */ isValidWebhook(rawBody, signature) {
        const secret = this.webhookSecret;
        return !!secret && !!rawBody && hmacMatches(secret, rawBody, signature);
    }
}
PaymentSignatures = _ts_decorate([
    Injectable(),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        typeof Settings === "undefined" ? Object : Settings
    ])
], PaymentSignatures);

//# sourceMappingURL=payment-signatures.js.map