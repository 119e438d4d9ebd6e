import { jest } from '@jest/globals';
import { Timeline } from '../../src/audit/timeline.js';
import type { RazorpayTestApp } from './razorpay-test-app.js';
import { eventually } from './test-app.js';

/**
 * Reads a record while a refund of `paymentId` is refused between its row and its timeline: the
 * gateway refuses the refund `requestRefund` asks for, slowly, and the record's timeline read waits
 * until that refusal is settled. A record read as one snapshot shows the refund still pending.
 */
export async function readWhileRefusalSettles<T>(
  t: RazorpayTestApp,
  paymentId: string,
  requestRefund: () => Promise<unknown>,
  read: () => Promise<T>,
): Promise<T> {
  const timeline = t.app.get(Timeline);
  const list = timeline.list.bind(timeline);
  const refused = async () =>
    (await t.db.query(`SELECT status FROM refunds WHERE payment_id = $1`, [paymentId]))[0]?.status === 'failed';
  t.razorpay.refuseNextRefund(paymentId, 'The payment is under dispute');
  t.razorpay.setDelay(1_000); // the refund stays pending until the record's row is read
  const held = jest.spyOn(timeline, 'list');
  try {
    await requestRefund();
    held.mockImplementationOnce(async (manager, subject) => {
      await eventually(refused, 10_000);
      return list(manager, subject);
    });
    return await read();
  } finally {
    t.razorpay.setDelay(0);
    held.mockRestore();
  }
}
