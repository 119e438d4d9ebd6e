import type { Paise } from '@robo/domain';
import type { ReportedPayment } from './payment-check.js';

/** What the app needs from a payment provider, in Razorpay's terms (amounts in paise). */
export interface CreateGatewayOrder {
  amount: Paise;
  currency: 'INR';
  /** At most 40 characters (Razorpay's limit): our booking or order id. */
  receipt: string;
  notes: Record<string, string>;
}

export interface GatewayOrder {
  id: string;
  amount: Paise;
  currency: string;
  receipt: string | null;
  status: string;
}

/** A payment in Razorpay's terms (amount in paise; states created, authorized, captured, refunded, failed). */
export type GatewayPayment = ReportedPayment;

export interface GatewayRefund {
  id: string;
  paymentId: string;
  amount: Paise;
  /** Razorpay refund states: pending, processed, failed. */
  status: string;
  /** Ours, given when asking for the refund: how a retry finds a refund already made. */
  receipt: string | null;
  /** Unix seconds. */
  createdAt: number;
}

export interface RefundRequest {
  amount: Paise;
  /** At most 40 characters, unique per refund we ask for. */
  receipt: string;
  notes: Record<string, string>;
}

/**
 * The provider understood the request and refused it (e.g. more than captured): asking again
 * will not help. Being unreachable is a GATEWAY_UNAVAILABLE refusal (payments.errors.ts) instead.
 */
export class GatewayRefusal extends Error {
  override readonly name = 'GatewayRefusal';
}

/**
 * The payment provider: the real Razorpay API (through the official SDK) when keys are set,
 * otherwise (outside production) the built-in sandbox. Every failure to reach the provider
 * surfaces as a GATEWAY_UNAVAILABLE refusal (payments.errors.ts) so callers can release what they held.
 */
export abstract class PaymentGateway {
  /** The public key id the checkout needs; null when payments are unavailable. */
  abstract readonly keyId: string | null;
  /** Where the browser loads the checkout script from; null when payments are unavailable. */
  abstract readonly checkoutUrl: string | null;
  abstract createOrder(order: CreateGatewayOrder): Promise<GatewayOrder>;
  abstract fetchOrderPayments(orderId: string): Promise<GatewayPayment[]>;
  abstract fetchPayment(paymentId: string): Promise<GatewayPayment>;
  /** Every refund of the payment, ours or made elsewhere (the dashboard). */
  abstract fetchRefunds(paymentId: string): Promise<GatewayRefund[]>;
  /** Throws GatewayRefusal when the provider refuses it for good. */
  abstract refund(paymentId: string, request: RefundRequest): Promise<GatewayRefund>;
}
