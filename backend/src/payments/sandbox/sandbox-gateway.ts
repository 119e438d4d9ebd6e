import { paise } from '@robo/domain';
import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { paymentError } from '../payments.errors.js';
import { execute } from '../../common/sql.js';
import { SandboxOrder } from '../entities/sandbox-order.entity.js';
import {
  GatewayRefusal,
  type CreateGatewayOrder,
  type GatewayOrder,
  type GatewayPayment,
  type GatewayRefund,
  type PaymentGateway,
  type RefundRequest,
} from '../payment-gateway.js';
import { signPayment } from '../payment-signatures.js';
import { SANDBOX_KEY_ID, SANDBOX_KEY_SECRET } from './sandbox-keys.js';

const razorpayId = (prefix: string) => `${prefix}_${randomBytes(7).toString('base64url').replace(/[-_]/g, 'x')}`;

/**
 * The built-in stand-in for Razorpay (development and tests, never production): orders and
 * payments in Razorpay's terms, kept in PostgreSQL so web and worker processes agree, and
 * payments signed with the sandbox secret exactly as Razorpay signs them.
 */
export class SandboxGateway implements PaymentGateway {
  readonly keyId = SANDBOX_KEY_ID;
  readonly checkoutUrl = '/sandbox/checkout.js';

  constructor(private readonly db: DataSource) {}

  private get orders() {
    return this.db.getRepository(SandboxOrder);
  }

  async createOrder(order: CreateGatewayOrder): Promise<GatewayOrder> {
    const id = razorpayId('order');
    await this.orders.insert({
      id,
      amount: order.amount,
      currency: order.currency,
      receipt: order.receipt,
      notes: order.notes,
    });
    return { id, amount: order.amount, currency: order.currency, receipt: order.receipt, status: 'created' };
  }

  async fetchOrderPayments(orderId: string): Promise<GatewayPayment[]> {
    const order = await this.orders.findOneBy({ id: orderId });
    if (!order?.paymentId) return [];
    return [this.paymentOf(order)];
  }

  async fetchPayment(paymentId: string): Promise<GatewayPayment> {
    const order = await this.orders.findOneBy({ paymentId });
    if (!order) throw paymentError.SANDBOX_PAYMENT_NOT_FOUND(`No sandbox payment ${paymentId}`);
    return this.paymentOf(order);
  }

  private paymentOf(order: SandboxOrder): GatewayPayment {
    const refunded = order.refunds.reduce((sum, r) => sum + r.amount, 0);
    return {
      id: order.paymentId!,
      orderId: order.id,
      amount: paise(order.amount),
      currency: order.currency,
      status: refunded >= order.amount ? 'refunded' : 'captured',
    };
  }

  async fetchRefunds(paymentId: string): Promise<GatewayRefund[]> {
    const order = await this.orders.findOneBy({ paymentId });
    return (order?.refunds ?? []).map((r) => ({ ...r, amount: paise(r.amount), paymentId, status: 'processed' }));
  }

  /** Like Razorpay, never more than captured in total; one conditional update, so concurrent refunds cannot pass it together. */
  async refund(paymentId: string, { amount, receipt }: RefundRequest): Promise<GatewayRefund> {
    const refund = { id: razorpayId('rfnd'), amount, receipt, createdAt: Math.floor(Date.now() / 1000) };
    const refunded = await execute(
      this.db,
      `UPDATE sandbox_orders SET refunds = refunds || jsonb_build_array($2::jsonb)
       WHERE payment_id = $1
         AND (SELECT coalesce(sum((r->>'amount')::int), 0) FROM jsonb_array_elements(refunds) r) + $3 <= amount`,
      [paymentId, JSON.stringify(refund), amount],
    );
    if (refunded === 0) throw new GatewayRefusal('The refund amount provided is greater than amount captured');
    return { ...refund, paymentId, status: 'processed' };
  }

  /** The sandbox checkout's "Pay": captures the order once and signs the result like Razorpay. */
  async pay(
    orderId: string,
  ): Promise<{ razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string } | null> {
    const paymentId = razorpayId('pay');
    await execute(
      this.db,
      `UPDATE sandbox_orders SET status = 'paid', payment_id = $2 WHERE id = $1 AND payment_id IS NULL`,
      [orderId, paymentId],
    );
    const order = await this.orders.findOneBy({ id: orderId });
    if (!order?.paymentId) return null;
    return {
      razorpay_order_id: order.id,
      razorpay_payment_id: order.paymentId,
      razorpay_signature: signPayment(SANDBOX_KEY_SECRET, order.id, order.paymentId),
    };
  }
}
