import { randomBytes } from 'node:crypto';
import { SandboxOrder } from '../entities/sandbox-order.entity.js';
import { signPayment } from '../payment-signatures.js';
import { SANDBOX_KEY_ID, SANDBOX_KEY_SECRET } from './sandbox-keys.js';
const razorpayId = (prefix)=>`${prefix}_${randomBytes(7).toString('base64url').replace(/[-_]/g, 'x')}`;
/**
 * The built-in stand-in for Razorpay (development and tests, never production): orders and
 * payments in Razorpay's terms, kept in PostgreSQL so web and worker processes agree, and
 * payments signed with the sandbox secret exactly as Razorpay signs them.
 */ export class SandboxGateway {
    constructor(db){
        this.db = db;
        this.keyId = SANDBOX_KEY_ID;
        this.checkoutUrl = '/sandbox/checkout.js';
    }
    get orders() {
        return this.db.getRepository(SandboxOrder);
    }
    async createOrder(order) {
        const id = razorpayId('order');
        await this.orders.insert({
            id,
            amount: order.amount,
            currency: order.currency,
            receipt: order.receipt,
            notes: order.notes
        });
        return {
            id,
            amount: order.amount,
            currency: order.currency,
            receipt: order.receipt,
            status: 'created'
        };
    }
    async fetchOrderPayments(orderId) {
        const order = await this.orders.findOneBy({
            id: orderId
        });
        if (!order?.paymentId) return [];
        const status = order.refunds.length > 0 ? 'refunded' : 'captured';
        return [
            {
                id: order.paymentId,
                orderId,
                amount: order.amount,
                status
            }
        ];
    }
    async refund(paymentId, amount) {
        const id = razorpayId('rfnd');
        await this.db.query(`UPDATE sandbox_orders SET refunds = refunds || jsonb_build_array(jsonb_build_object('id', $2::text, 'amount', $3::int)) WHERE payment_id = $1`, [
            paymentId,
            id,
            amount
        ]);
        return {
            id
        };
    }
    /** The sandbox checkout's "Pay": captures the order once and signs the result like Razorpay. */ async pay(orderId) {
        const paymentId = razorpayId('pay');
        await this.db.query(`UPDATE sandbox_orders SET status = 'paid', payment_id = $2 WHERE id = $1 AND payment_id IS NULL`, [
            orderId,
            paymentId
        ]);
        const order = await this.orders.findOneBy({
            id: orderId
        });
        if (!order?.paymentId) return null;
        return {
            razorpay_order_id: order.id,
            razorpay_payment_id: order.paymentId,
            razorpay_signature: signPayment(SANDBOX_KEY_SECRET, order.id, order.paymentId)
        };
    }
}

//# sourceMappingURL=sandbox-gateway.js.map