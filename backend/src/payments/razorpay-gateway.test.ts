import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { paise } from '@robo/domain';
import { Logger } from '@nestjs/common';
import { startFakeRazorpay, type FakeRazorpay } from '../../test/fakes/fake-razorpay.js';
import { freePort } from '../../test/support/app-process.js';
import { capturedLogger } from '../../test/support/log-lines.js';
import { GatewayRefusal } from './payment-gateway.js';
import { RazorpayGateway } from './razorpay-gateway.js';

const NOTHING_CHARGED = /Nothing was charged/;

/** The real SDK over HTTP against the loopback fake: what a failure answers and logs (issue 10). */
describe('RazorpayGateway failures', () => {
  let razorpay: FakeRazorpay;
  let lines: Array<Record<string, unknown>>;
  const gatewayAt = (url: string) =>
    new RazorpayGateway(razorpay.keyId, razorpay.keySecret, 'https://checkout.example', url);
  const logged = () => lines.map((line) => String(line.msg));

  beforeAll(async () => {
    razorpay = await startFakeRazorpay();
  });
  afterAll(async () => {
    await razorpay.close();
  });
  afterEach(() => {
    razorpay.setUnreachable(false);
    Logger.overrideLogger(false);
  });
  beforeEach(() => {
    const captured = capturedLogger();
    lines = captured.lines;
    Logger.overrideLogger(captured.logger);
  });

  async function capturedPayment(gateway: RazorpayGateway): Promise<string> {
    const order = await gateway.createOrder({ amount: paise(34900), currency: 'INR', receipt: 'RL-TEST', notes: {} });
    return razorpay.pay(order.id).razorpay_payment_id;
  }

  it('names a refused connection as no answer, never as "Cannot read properties of undefined"', async () => {
    const gateway = gatewayAt(`http://127.0.0.1:${await freePort()}`);
    await expect(
      gateway.createOrder({ amount: paise(34900), currency: 'INR', receipt: 'RL-TEST', notes: {} }),
    ).rejects.toMatchObject({ code: 'GATEWAY_UNAVAILABLE', message: expect.stringMatching(NOTHING_CHARGED) });
    expect(logged()).toEqual(['Razorpay create order failed: no answer (ECONNREFUSED)']);
  });

  it('says nothing was charged only when an order could not be opened, not when a refund or a payment check fails', async () => {
    const gateway = gatewayAt(razorpay.url);
    const paymentId = await capturedPayment(gateway);
    razorpay.setUnreachable(true);

    const failures = await Promise.all([
      gateway.refund(paymentId, { amount: paise(34900), receipt: 'RF-TEST', notes: {} }).catch((err: Error) => err),
      gateway.fetchRefunds(paymentId).catch((err: Error) => err),
      gateway.fetchPayment(paymentId).catch((err: Error) => err),
    ]);
    expect(failures.map((err) => (err as Error).message)).toEqual([
      `The payment provider could not be reached to refund ${paymentId}: no answer (ECONNRESET).`,
      `The payment provider could not be reached to list the refunds of ${paymentId}.`,
      'The payment provider could not be reached to confirm this payment. If you paid, it is confirmed automatically once the provider answers.',
    ]);
    expect(logged().sort()).toEqual([
      'Razorpay fetch payment failed: no answer (ECONNRESET)',
      'Razorpay fetch refunds failed: no answer (ECONNRESET)',
      `Razorpay refund of ${paymentId} failed: no answer (ECONNRESET)`,
    ]);
  });

  it('logs a refund the provider refuses with its status and reason, as a refusal', async () => {
    const gateway = gatewayAt(razorpay.url);
    const paymentId = await capturedPayment(gateway);
    await expect(
      gateway.refund(paymentId, { amount: paise(99_999), receipt: 'RF-TOO-MUCH', notes: {} }),
    ).rejects.toBeInstanceOf(GatewayRefusal);
    expect(logged()).toEqual([
      `Razorpay refund of ${paymentId} failed: 400 The refund amount provided is greater than amount captured`,
    ]);
    expect(logged().join()).not.toMatch(NOTHING_CHARGED);
  });
});
