import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { loadSettings } from '../config/settings.js';
import { hmacMatches, PaymentSignatures, signPayment } from './payment-signatures.js';

const settings = loadSettings({
  RAZORPAY_KEY_ID: 'rzp_test_k',
  RAZORPAY_KEY_SECRET: 'key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'hook-secret',
});
const signatures = new PaymentSignatures(settings);

describe('payment signatures', () => {
  it('accepts the checkout signature Razorpay computes: HMAC-SHA256 of order_id|payment_id with the key secret', () => {
    const signature = createHmac('sha256', 'key-secret').update('order_1|pay_1').digest('hex');
    expect(signatures.isValidPayment('order_1', 'pay_1', signature)).toBe(true);
    expect(signPayment('key-secret', 'order_1', 'pay_1')).toBe(signature);
  });

  it('refuses a signature for another order, another secret, or of the wrong shape', () => {
    const signature = signPayment('key-secret', 'order_1', 'pay_1');
    expect(signatures.isValidPayment('order_2', 'pay_1', signature)).toBe(false);
    expect(signatures.isValidPayment('order_1', 'pay_1', signPayment('other', 'order_1', 'pay_1'))).toBe(false);
    expect(signatures.isValidPayment('order_1', 'pay_1', 'abc')).toBe(false);
    expect(signatures.isValidPayment('order_1', 'pay_1', undefined)).toBe(false);
  });

  it('checks webhooks over the raw body with the separate webhook secret', () => {
    const body = Buffer.from('{"event":"payment.captured"}');
    const good = createHmac('sha256', 'hook-secret').update(body).digest('hex');
    expect(signatures.isValidWebhook(body, good)).toBe(true);
    expect(signatures.isValidWebhook(Buffer.from('{"event":"payment.captured" }'), good)).toBe(false);
    expect(signatures.isValidWebhook(body, createHmac('sha256', 'key-secret').update(body).digest('hex'))).toBe(false);
  });

  it('trusts nothing in production without keys', () => {
    const prod = new PaymentSignatures(
      loadSettings({
        NODE_ENV: 'production',
        SESSION_SECRET: randomBytes(32).toString('base64'),
        ADMIN_PASSWORD: randomBytes(12).toString('base64url'),
        SELLER_GSTIN: '27AAAAR0000A1ZL',
      }),
    );
    expect(prod.isValidPayment('order_1', 'pay_1', signPayment('', 'order_1', 'pay_1'))).toBe(false);
    expect(hmacMatches('s', 'p', 'z'.repeat(64))).toBe(false);
  });
});
