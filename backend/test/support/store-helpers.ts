import { createHmac, randomBytes } from 'node:crypto';
import type { CreateOrderRequest } from '@robo/domain';
import { signPayment } from '../../src/payments/payment-signatures.js';
import { SANDBOX_KEY_SECRET } from '../../src/payments/sandbox/sandbox-keys.js';
import { createProduct } from './factories.js';
import type { RazorpayTestApp } from './razorpay-test-app.js';
import type { TestApp } from './test-app.js';

let orders = 0;

/**
 * A complete, valid create-order body for `productId`, each from another e-mail address of the
 * buyer: the same order sent again while its stock is held gets that order back (RetriedOrders).
 */
export function orderRequest(productId: string, overrides: Partial<CreateOrderRequest> = {}): CreateOrderRequest {
  orders += 1;
  return {
    productId,
    qty: 1,
    customerName: 'Meera Iyer',
    customerEmail: `meera+${orders}@example.com`,
    customerPhone: '9876501234',
    shippingAddress: {
      line1: '12 Lake View Road',
      line2: 'Flat 4B',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411045',
    },
    ...overrides,
  };
}

/** What the sandbox checkout hands the browser after "Pay" (the sandbox records the payment). */
export async function paidInSandbox(t: TestApp, gatewayOrderId: string): Promise<ReturnType<typeof sandboxPayment>> {
  return (await t.http().post('/sandbox/pay').send({ order_id: gatewayOrderId }).expect(200)).body;
}

/** A checkout response signed with the sandbox secret for a payment the sandbox never saw. */
export function sandboxPayment(gatewayOrderId: string) {
  const paymentId = `pay_${randomBytes(7).toString('hex')}`;
  return {
    razorpay_order_id: gatewayOrderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: signPayment(SANDBOX_KEY_SECRET, gatewayOrderId, paymentId),
  };
}

/** POSTs a signed Razorpay `payment.captured` webhook (signature over the raw body). */
export function postCapturedWebhook(
  t: TestApp,
  payment: { gatewayOrderId: string; paymentId: string; amount: number },
  secret = SANDBOX_KEY_SECRET,
) {
  const body = JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    payload: {
      payment: {
        entity: {
          id: payment.paymentId,
          order_id: payment.gatewayOrderId,
          amount: payment.amount,
          currency: 'INR',
          status: 'captured',
        },
      },
    },
  });
  return t
    .http()
    .post('/api/webhooks/razorpay')
    .set('content-type', 'application/json')
    .set('x-razorpay-signature', createHmac('sha256', secret).update(body).digest('hex'))
    .set('x-razorpay-event-id', `evt_${randomBytes(6).toString('hex')}`)
    .send(body);
}

export async function inventoryOf(t: TestApp, productId: string): Promise<number> {
  const [row] = await t.db.query('SELECT inventory FROM products WHERE id = $1', [productId]);
  return row.inventory;
}

export interface OrderRow {
  order_id: string;
  gateway_order_id: string | null;
  payment_status: string;
  order_status: string;
  payment_id: string | null;
  holds_stock: boolean;
  refund_id: string | null;
  quantity: number;
  total_amount: number;
  customer_phone: string;
}

export async function orderByGatewayId(t: TestApp, gatewayOrderId: string): Promise<OrderRow> {
  const [row] = await t.db.query('SELECT * FROM orders WHERE gateway_order_id = $1', [gatewayOrderId]);
  return row;
}

/** A kit bought through checkout and paid with the fake Razorpay: `qty` × ₹1,499 out of an inventory of 10. */
export async function paidRazorpayOrder(t: RazorpayTestApp, qty = 2) {
  const product = await createProduct(t.db, { price: 1499, inventory: 10 });
  const { body } = await t
    .http()
    .post('/api/razorpay/create-order')
    .send(orderRequest(product.id, { qty }))
    .expect(200);
  const payment = t.razorpay.pay(body.order_id);
  await t.http().post('/api/store/verify-payment').send(payment).expect(200);
  const row = await orderByGatewayId(t, body.order_id);
  return { productId: product.id, orderId: row.order_id, paymentId: payment.razorpay_payment_id };
}
