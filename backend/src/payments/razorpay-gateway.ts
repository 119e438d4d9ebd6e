import { paise } from '@robo/domain';
import { Logger } from '@nestjs/common';
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import Razorpay from 'razorpay';
import { paymentError } from './payments.errors.js';
import {
  GatewayRefusal,
  type CreateGatewayOrder,
  type GatewayOrder,
  type GatewayPayment,
  type GatewayRefund,
  type PaymentGateway,
  type RefundRequest,
} from './payment-gateway.js';

/** Only true of order creation: no order, no charge. */
const ORDER_NOT_OPENED =
  'The payment provider could not be reached. Nothing was charged; please try again in a minute.';
/** Checking a payment the parent may already have made: reconciliation confirms it later. */
const PAYMENT_NOT_CHECKED =
  'The payment provider could not be reached to confirm this payment. If you paid, it is confirmed automatically once the provider answers.';

interface RazorpayOrder {
  id: string;
  amount: number | string;
  currency: string;
  receipt?: string | null;
  status: string;
}
interface RazorpayPayment {
  id: string;
  order_id: string;
  amount: number | string;
  currency: string;
  status: string;
}

const toPayment = (p: RazorpayPayment): GatewayPayment => ({
  id: p.id,
  orderId: p.order_id,
  amount: paise(Number(p.amount)),
  currency: p.currency,
  status: p.status,
});
interface RazorpayRefund {
  id: string;
  payment_id: string;
  amount: number | string;
  status: string;
  receipt?: string | null;
  created_at: number;
}

const toRefund = (r: RazorpayRefund): GatewayRefund => ({
  id: r.id,
  paymentId: r.payment_id,
  amount: paise(Number(r.amount)),
  status: r.status,
  receipt: r.receipt ?? null,
  createdAt: r.created_at,
});

/** The parts of the SDK's (untyped) axios instance this gateway configures. */
interface AxiosInstanceShape {
  defaults: {
    baseURL?: string;
    timeout?: number;
    maxRedirects?: number;
    httpAgent?: HttpAgent;
    httpsAgent?: HttpsAgent;
  };
  interceptors: {
    response: {
      use(
        onFulfilled: undefined,
        onRejected: (err: { response?: unknown; code?: string; message: string }) => never,
      ): void;
    };
  };
}

/** The SDK's rejection: the API's status (0: no answer) and its description. */
function describeFailure(err: unknown): { status: number; reason: string } {
  const apiError = err as { statusCode?: number; error?: { description?: string } };
  return { status: apiError.statusCode ?? 0, reason: apiError.error?.description ?? (err as Error).message };
}

/** The real Razorpay API through the official SDK; RAZORPAY_API_URL re-points it (tests, proxies). */
export class RazorpayGateway implements PaymentGateway {
  private readonly logger = new Logger('Razorpay');
  private readonly client: InstanceType<typeof Razorpay>;

  constructor(
    readonly keyId: string,
    keySecret: string,
    readonly checkoutUrl: string,
    apiUrl?: string,
  ) {
    this.client = new Razorpay({ key_id: keyId, key_secret: keySecret });
    // The SDK has no host option; its axios instance is not in the types.
    const http = (this.client as unknown as { api: { rq: AxiosInstanceShape } }).api.rq;
    if (apiUrl) http.defaults.baseURL = apiUrl.replace(/\/$/, '');
    http.defaults.timeout = 10_000;
    // The API never redirects; without redirects axios skips its follow-redirects layer (a tenth of a booking's CPU here).
    http.defaults.maxRedirects = 0;
    // axios turns keep-alive on with a 60 s delay each time a request takes a socket; Node's global agents turn
    // it on again with their own delay (1 s) each time the socket goes back to the pool. The two delays
    // alternated, so every order paid both rounds of system calls. These agents are the global ones with
    // axios's delay, so Node skips the repeats.
    const keepAlive = { keepAlive: true, keepAliveMsecs: 60_000, scheduling: 'lifo', timeout: 5_000 } as const;
    http.defaults.httpAgent = new HttpAgent(keepAlive);
    http.defaults.httpsAgent = new HttpsAgent(keepAlive);
    // The SDK's error normaliser reads `err.response.status`; with no answer at all (refused, reset,
    // timed out) that throws "Cannot read properties of undefined". Status 0 names the network error instead.
    http.interceptors.response.use(undefined, (err: { response?: unknown; code?: string; message: string }) => {
      err.response ??= {
        status: 0,
        data: {
          error: {
            description: `no answer (${err.code === 'ECONNABORTED' ? 'timed out' : (err.code ?? err.message)})`,
          },
        },
      };
      throw err;
    });
  }

  async createOrder(order: CreateGatewayOrder): Promise<GatewayOrder> {
    const created = (await this.call('create order', ORDER_NOT_OPENED, () =>
      this.client.orders.create(order),
    )) as unknown as RazorpayOrder;
    return {
      id: created.id,
      amount: paise(Number(created.amount)),
      currency: created.currency,
      receipt: created.receipt ?? null,
      status: created.status,
    };
  }

  async fetchOrderPayments(orderId: string): Promise<GatewayPayment[]> {
    const result = (await this.call('fetch payments', PAYMENT_NOT_CHECKED, () =>
      this.client.orders.fetchPayments(orderId),
    )) as unknown as { items: RazorpayPayment[] };
    return result.items.map(toPayment);
  }

  async fetchPayment(paymentId: string): Promise<GatewayPayment> {
    return toPayment(
      (await this.call('fetch payment', PAYMENT_NOT_CHECKED, () =>
        this.client.payments.fetch(paymentId),
      )) as unknown as RazorpayPayment,
    );
  }

  async fetchRefunds(paymentId: string): Promise<GatewayRefund[]> {
    const result = (await this.call(
      'fetch refunds',
      `The payment provider could not be reached to list the refunds of ${paymentId}.`,
      () => this.client.payments.fetchMultipleRefund(paymentId, { count: 100 }),
    )) as unknown as { items: RazorpayRefund[] };
    return result.items.map(toRefund);
  }

  async refund(paymentId: string, { amount, receipt, notes }: RefundRequest): Promise<GatewayRefund> {
    try {
      return toRefund(
        (await this.client.payments.refund(paymentId, { amount, receipt, notes })) as unknown as RazorpayRefund,
      );
    } catch (err) {
      const { status, reason } = describeFailure(err);
      this.logger.error(`Razorpay refund of ${paymentId} failed: ${status ? `${status} ${reason}` : reason}`);
      // A 4xx other than a rate limit is the provider's final word on this request.
      if (status >= 400 && status < 500 && status !== 429) throw new GatewayRefusal(reason);
      throw paymentError.GATEWAY_UNAVAILABLE(
        `The payment provider could not be reached to refund ${paymentId}: ${reason}.`,
      );
    }
  }

  /** Every other SDK call: a failure is logged as it happened and answered with what it means for this call. */
  private async call<T>(what: string, unavailable: string, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      const { status, reason } = describeFailure(err);
      this.logger.error(`Razorpay ${what} failed: ${status ? `${status} ${reason}` : reason}`);
      throw paymentError.GATEWAY_UNAVAILABLE(unavailable);
    }
  }
}

/** Production without keys: payments are unavailable and the client shows 'Payment Gateway Unavailable'. */
export class UnavailableGateway implements PaymentGateway {
  readonly keyId = null;
  readonly checkoutUrl = null;
  private fail(): never {
    throw paymentError.GATEWAY_UNAVAILABLE('Online payment is not available right now. Please contact support.');
  }
  async createOrder(): Promise<GatewayOrder> {
    return this.fail();
  }
  async fetchOrderPayments(): Promise<GatewayPayment[]> {
    return this.fail();
  }
  async fetchPayment(): Promise<GatewayPayment> {
    return this.fail();
  }
  async fetchRefunds(): Promise<GatewayRefund[]> {
    return this.fail();
  }
  async refund(): Promise<GatewayRefund> {
    return this.fail();
  }
}
