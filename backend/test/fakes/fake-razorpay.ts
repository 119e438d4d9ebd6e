import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake Razorpay API on loopback speaking Razorpay's wire format (orders, payments, refunds,
 * Basic auth, error bodies), so the real `razorpay` SDK runs over HTTP in tests.
 */
export interface FakeOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: string;
  attempts: number;
  notes: Record<string, string> | [];
  created_at: number;
}
export interface FakePayment {
  id: string;
  entity: 'payment';
  order_id: string;
  amount: number;
  currency: string;
  status: string;
  captured: boolean;
  amount_refunded: number;
  refund_status: 'partial' | 'full' | null;
}
export interface FakeRefund {
  id: string;
  entity: 'refund';
  payment_id: string;
  amount: number;
  currency: string;
  receipt: string | null;
  status: string;
  notes: Record<string, string> | [];
  speed_processed: 'normal';
  speed_requested: 'normal';
  created_at: number;
}

export interface FakeRazorpay {
  url: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** The RAZORPAY_* settings that point the app at this fake. */
  env: Record<string, string>;
  orders: Map<string, FakeOrder>;
  payments: Map<string, FakePayment>;
  refunds: FakeRefund[];
  /** Captures a payment for the order (as a shopper paying would) and returns the checkout's response. */
  pay(orderId: string): { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
  /** A signed webhook delivery for the payment, ready to POST to /api/webhooks/razorpay. */
  webhook(event: string, paymentId: string, eventId?: string): { body: string; headers: Record<string, string> };
  /** While true, every connection is dropped (the SDK sees the host as unreachable). */
  setUnreachable(unreachable: boolean): void;
  /*
   * The next refund of one payment (`of`: the payment's id, or its order's id while it is not paid
   * yet) misbehaves as named; a refund of any other payment, left running by an earlier test, is
   * answered normally.
   */
  /** The refund is made, but its answer never reaches the caller (as if our process died meanwhile). */
  loseNextRefundAnswer(of: string): void;
  /** The refund is refused with Razorpay's 400 and this description (nothing refunded). */
  refuseNextRefund(of: string, description: string): void;
  /** The refund is made and its answer held back (the connection stays open); resolves once it is made. */
  stallNextRefundAnswer(of: string): Promise<FakeRefund>;
  /** Every answer comes this much later (a slow provider); 0 for normal speed. */
  setDelay(ms: number): void;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`;
const hmac = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('hex');

export async function startFakeRazorpay(): Promise<FakeRazorpay> {
  const keyId = `rzp_test_${randomBytes(4).toString('hex')}`;
  const keySecret = randomBytes(12).toString('hex');
  const webhookSecret = randomBytes(12).toString('hex');
  const orders = new Map<string, FakeOrder>();
  const payments = new Map<string, FakePayment>();
  const refunds: FakeRefund[] = [];
  let unreachable = false;
  const loseRefundAnswer = new Map<string, true>();
  const refuseRefund = new Map<string, string>();
  const stallRefundAnswer = new Map<string, (refund: FakeRefund) => void>();
  /** What the next refund of `payment` was armed with (under its id or its order's id), taken off `armed`. */
  const takeArmed = <T>(armed: Map<string, T>, payment: FakePayment): T | undefined => {
    for (const key of [payment.id, payment.order_id]) {
      const value = armed.get(key);
      if (value === undefined) continue;
      armed.delete(key);
      return value;
    }
    return undefined;
  };
  let delayMs = 0;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const fail = (res: ServerResponse, status: number, description: string) =>
    send(res, status, {
      error: { code: 'BAD_REQUEST_ERROR', description, source: 'NA', step: 'NA', reason: 'NA', metadata: {} },
    });

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    if (delayMs > 0) await new Promise((done) => setTimeout(done, delayMs));
    if (unreachable) {
      req.socket.destroy();
      return;
    }
    const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
    if (req.headers.authorization !== expectedAuth) return fail(res, 401, 'Authentication failed');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
    const [path = ''] = (req.url ?? '').split('?', 1);
    let match: RegExpMatchArray | null;

    if (req.method === 'POST' && path === '/v1/orders') {
      if (!Number.isInteger(body.amount) || body.amount < 100)
        return fail(res, 400, 'Order amount less than minimum amount allowed');
      if (typeof body.receipt === 'string' && body.receipt.length > 40)
        return fail(res, 400, 'receipt: the length must be no more than 40.');
      const notes = body.notes && Object.keys(body.notes).length > 0 ? body.notes : [];
      const order: FakeOrder = {
        id: id('order'),
        entity: 'order',
        amount: body.amount,
        amount_paid: 0,
        amount_due: body.amount,
        currency: body.currency ?? 'INR',
        receipt: body.receipt ?? null,
        status: 'created',
        attempts: 0,
        notes,
        created_at: Math.floor(Date.now() / 1000),
      };
      orders.set(order.id, order);
      return send(res, 200, order);
    }
    if (req.method === 'GET' && (match = path.match(/^\/v1\/orders\/([^/]+)\/payments$/))) {
      if (!orders.has(match[1] ?? '')) return fail(res, 400, 'The id provided does not exist');
      const items = [...payments.values()].filter((p) => p.order_id === match![1]);
      return send(res, 200, { entity: 'collection', count: items.length, items });
    }
    if (req.method === 'GET' && (match = path.match(/^\/v1\/payments\/([^/]+)$/))) {
      const payment = payments.get(match[1] ?? '');
      return payment ? send(res, 200, payment) : fail(res, 400, 'The id provided does not exist');
    }
    if (req.method === 'GET' && (match = path.match(/^\/v1\/payments\/([^/]+)\/refunds$/))) {
      const paymentId = match[1] ?? '';
      if (!payments.has(paymentId)) return fail(res, 400, 'The id provided does not exist');
      const items = refunds.filter((r) => r.payment_id === paymentId).reverse(); // newest first, as Razorpay lists
      return send(res, 200, { entity: 'collection', count: items.length, items });
    }
    if (req.method === 'POST' && (match = path.match(/^\/v1\/payments\/([^/]+)\/refund$/))) {
      const payment = payments.get(match[1] ?? '');
      if (!payment) return fail(res, 400, 'The id provided does not exist');
      const refusal = takeArmed(refuseRefund, payment);
      if (refusal !== undefined) return fail(res, 400, refusal);
      if (payment.status === 'refunded') return fail(res, 400, 'The payment has been fully refunded already');
      if (payment.status !== 'captured') return fail(res, 400, 'Only captured payments can be refunded');
      const amount = body.amount ?? payment.amount - payment.amount_refunded;
      if (!Number.isInteger(amount) || amount < 100) return fail(res, 400, 'The amount must be atleast INR 1.00');
      if (amount > payment.amount - payment.amount_refunded)
        return fail(res, 400, 'The refund amount provided is greater than amount captured');
      if (typeof body.receipt === 'string' && body.receipt.length > 40)
        return fail(res, 400, 'receipt: the length must be no more than 40.');
      const refund: FakeRefund = {
        id: id('rfnd'),
        entity: 'refund',
        payment_id: payment.id,
        amount,
        currency: payment.currency,
        receipt: body.receipt ?? null,
        status: 'processed',
        notes: body.notes && Object.keys(body.notes).length > 0 ? body.notes : [],
        speed_processed: 'normal',
        speed_requested: 'normal',
        created_at: Math.floor(Date.now() / 1000),
      };
      refunds.push(refund);
      payment.amount_refunded += amount;
      payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial';
      if (payment.refund_status === 'full') payment.status = 'refunded';
      if (takeArmed(loseRefundAnswer, payment)) {
        req.socket.destroy();
        return;
      }
      const stall = takeArmed(stallRefundAnswer, payment);
      if (stall) {
        stall(refund);
        return; // never answered: the caller dies waiting
      }
      return send(res, 200, refund);
    }
    return fail(res, 404, 'The requested URL was not found on the server.');
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    keyId,
    keySecret,
    webhookSecret,
    orders,
    payments,
    refunds,
    env: {
      RAZORPAY_KEY_ID: keyId,
      RAZORPAY_KEY_SECRET: keySecret,
      RAZORPAY_WEBHOOK_SECRET: webhookSecret,
      RAZORPAY_API_URL: url,
    },
    pay(orderId) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`Unknown order ${orderId}`);
      const payment: FakePayment = {
        id: id('pay'),
        entity: 'payment',
        order_id: orderId,
        amount: order.amount,
        currency: order.currency,
        status: 'captured',
        captured: true,
        amount_refunded: 0,
        refund_status: null,
      };
      payments.set(payment.id, payment);
      order.status = 'paid';
      order.amount_paid = order.amount;
      order.amount_due = 0;
      order.attempts += 1;
      return {
        razorpay_order_id: orderId,
        razorpay_payment_id: payment.id,
        razorpay_signature: hmac(keySecret, `${orderId}|${payment.id}`),
      };
    },
    webhook(event, paymentId, eventId = id('evt')) {
      const payment = payments.get(paymentId);
      if (!payment) throw new Error(`Unknown payment ${paymentId}`);
      const body = JSON.stringify({
        entity: 'event',
        account_id: 'acc_fake',
        event,
        contains: ['payment'],
        payload: { payment: { entity: payment }, order: { entity: orders.get(payment.order_id) } },
        created_at: Math.floor(Date.now() / 1000),
      });
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': hmac(webhookSecret, body),
          'x-razorpay-event-id': eventId,
        },
      };
    },
    setUnreachable(value) {
      unreachable = value;
    },
    loseNextRefundAnswer(of) {
      loseRefundAnswer.set(of, true);
    },
    refuseNextRefund(of, description) {
      refuseRefund.set(of, description);
    },
    stallNextRefundAnswer(of) {
      return new Promise<FakeRefund>((made) => stallRefundAnswer.set(of, made));
    },
    setDelay(ms) {
      delayMs = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
