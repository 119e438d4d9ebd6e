/** What the app needs from a payment provider, in Razorpay's terms (amounts in paise). */
export interface CreateGatewayOrder {
  amount: number;
  currency: 'INR';
  /** At most 40 characters (Razorpay's limit): our booking or order id. */
  receipt: string;
  notes: Record<string, string>;
}

export interface GatewayOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string | null;
  status: string;
}

export interface GatewayPayment {
  id: string;
  orderId: string;
  amount: number;
  /** Razorpay payment states: created, authorized, captured, refunded, failed. */
  status: string;
}

/**
 * The payment provider: the real Razorpay API (through the official SDK) when keys are set,
 * otherwise (outside production) the built-in sandbox. Every failure to reach the provider
 * surfaces as a DomainError('GATEWAY_UNAVAILABLE') so callers can release what they held.
 */
export abstract class PaymentGateway {
  /** The public key id the checkout needs; null when payments are unavailable. */
  abstract readonly keyId: string | null;
  /** Where the browser loads the checkout script from; null when payments are unavailable. */
  abstract readonly checkoutUrl: string | null;
  abstract createOrder(order: CreateGatewayOrder): Promise<GatewayOrder>;
  abstract fetchOrderPayments(orderId: string): Promise<GatewayPayment[]>;
  abstract refund(paymentId: string, amount: number, notes?: Record<string, string>): Promise<{ id: string }>;
}
