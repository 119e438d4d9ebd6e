import { Logger } from '@nestjs/common';
import Razorpay from 'razorpay';
import { DomainError } from '../common/domain-error.js';
const GATEWAY_DOWN = 'The payment provider could not be reached. Nothing was charged; please try again in a minute.';
/** The real Razorpay API through the official SDK; RAZORPAY_API_URL re-points it (tests, proxies). */ export class RazorpayGateway {
    constructor(keyId, keySecret, checkoutUrl, apiUrl){
        this.keyId = keyId;
        this.checkoutUrl = checkoutUrl;
        this.logger = new Logger('Razorpay');
        this.client = new Razorpay({
            key_id: keyId,
            key_secret: keySecret
        });
        // The SDK has no host option; its axios instance is not in the types (STACK-NOTES.md).
        const http = this.client.api.rq;
        if (apiUrl) http.defaults.baseURL = apiUrl.replace(/\/$/, '');
        http.defaults.timeout = 10_000;
    }
    async createOrder(order) {
        const created = await this.call('create order', ()=>this.client.orders.create(order));
        return {
            id: created.id,
            amount: Number(created.amount),
            currency: created.currency,
            receipt: created.receipt ?? null,
            status: created.status
        };
    }
    async fetchOrderPayments(orderId) {
        const result = await this.call('fetch payments', ()=>this.client.orders.fetchPayments(orderId));
        return result.items.map((p)=>({
                id: p.id,
                orderId: p.order_id,
                amount: Number(p.amount),
                status: p.status
            }));
    }
    async refund(paymentId, amount, notes = {}) {
        const refund = await this.call('refund', ()=>this.client.payments.refund(paymentId, {
                amount,
                notes
            }));
        return {
            id: refund.id
        };
    }
    /** Every SDK call: API errors and an unreachable host (a bare TypeError) become one clear error. */ async call(what, fn) {
        try {
            return await fn();
        } catch (err) {
            const apiError = err;
            this.logger.error(`Razorpay ${what} failed: ${apiError.statusCode ?? ''} ${apiError.error?.description ?? err.message}`);
            throw new DomainError('GATEWAY_UNAVAILABLE', GATEWAY_DOWN);
        }
    }
}
/** Production without keys: payments are unavailable and the client shows 'Payment Gateway Unavailable'. */ export class UnavailableGateway {
    fail() {
        throw new DomainError('GATEWAY_UNAVAILABLE', 'Online payment is not available right now. Please contact support.');
    }
    async createOrder() {
        return this.fail();
    }
    async fetchOrderPayments() {
        return this.fail();
    }
    async refund() {
        return this.fail();
    }
    constructor(){
        this.keyId = null;
        this.checkoutUrl = null;
    }
}

//# sourceMappingURL=razorpay-gateway.js.map