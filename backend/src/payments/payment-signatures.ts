import { createHmac, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Settings } from '../config/settings.js';
import { SANDBOX_KEY_SECRET } from './sandbox/sandbox-keys.js';

/** HMAC-SHA256 hex of `payload`, compared in constant time with the signature given. */
export function hmacMatches(secret: string, payload: string | Buffer, signature: unknown): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(payload).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

export function signPayment(secret: string, orderId: string, paymentId: string): string {
  return createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');
}

/** Razorpay's two signatures: the checkout's (key secret) and the webhook's (webhook secret). */
@Injectable()
export class PaymentSignatures {
  constructor(private readonly settings: Settings) {}

  private get keySecret(): string | undefined {
    return this.settings.razorpayKeySecret ?? (this.settings.useSandboxGateway ? SANDBOX_KEY_SECRET : undefined);
  }

  private get webhookSecret(): string | undefined {
    return this.settings.razorpayWebhookSecret ?? (this.settings.useSandboxGateway ? SANDBOX_KEY_SECRET : undefined);
  }

  /** The checkout's signature: HMAC of `order_id|payment_id` with the key secret. */
  isValidPayment(orderId: string, paymentId: string, signature: unknown): boolean {
    const secret = this.keySecret;
    return !!secret && hmacMatches(secret, `${orderId}|${paymentId}`, signature);
  }

  /** A webhook's signature: HMAC of the raw request body with the webhook secret. */
  isValidWebhook(rawBody: Buffer | undefined, signature: unknown): boolean {
    const secret = this.webhookSecret;
    return !!secret && !!rawBody && hmacMatches(secret, rawBody, signature);
  }
}
