import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ABUSE_MESSAGES, HOLDS_BUSY } from '@robo/domain';
import { clientKey } from '../../src/common/limits/client-key.js';
import { Challenges } from '../../src/hold-limits/challenges.js';
import { createProduct } from '../support/factories.js';
import { orderRequest } from '../support/store-helpers.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { addVenue, registrationBody } from '../workshop-support.js';
import { client, solve, type Answer } from './clients.js';

/**
 * HOLD_ALARM_SHARE=0.5 at a 10-seat venue (or 10 units): a hold goes through only while live
 * holds, it included, stay within half of what is left after it. 1 of 9, 2 of 8, 3 of 7 do; a 4th
 * against 6 would not. So of 8 simultaneous holds exactly 3 go through, whichever of two app
 * instances (each with its own pool and caches) serves them, and a solved challenge changes nothing.
 */
describe('the hoarding alarm share, a hard cap decided in the hold statement (HOLD_ALARM_SHARE=0.5), across two app instances', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await startTestApp({ HOLD_ALARM_SHARE: '0.5' });
    second = await startTestApp({ HOLD_ALARM_SHARE: '0.5', DATABASE_URL: first.settings.databaseUrl });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const address = (i: number) => `127.0.2.${i + 2}`;
  /** Eight clients at once, alternating between the two instances. */
  const eightAtOnce = (path: string, body: (i: number) => unknown) =>
    Promise.all(
      Array.from({ length: 8 }, (_, i) => client(address(i), (i % 2 ? second : first).url).post(path, body(i))),
    );
  /** What a refused client's browser would send had it been handed a challenge: a solved one, bound to its address. */
  const solvedChallenge = async (i: number) => solve(await first.app.get(Challenges).issue(clientKey(address(i))));
  /** 429 HOLDS_BUSY: a wait of a minute, the parent's message, and no challenge to set the browser's solver going. */
  const refusedAsBusy = (answers: Answer[], message: string) =>
    expect(
      answers.map((a) => [a.status, a.body.code, a.body.message, a.headers['retry-after'], a.body.challenge]),
    ).toEqual(Array(answers.length).fill([429, HOLDS_BUSY, message, '60', undefined]));

  it('lets 3 of 8 simultaneous bookings at a 10-seat venue through, refuses the rest as busy even with a solved challenge, until a hold ends', async () => {
    const venue = await addVenue(first, { maxSeats: 10 });
    const booking = (i: number, extra: Record<string, unknown> = {}) =>
      registrationBody(venue.id, { phoneNumber: `91970000010${i}`, email: `rush${i}@example.com`, ...extra });
    const answers = await eightAtOnce('/api/registrations', (i) => booking(i));
    const held = answers.filter((a) => a.status === 201);
    expect(held).toHaveLength(3);
    refusedAsBusy(
      answers.filter((a) => a.status !== 201),
      ABUSE_MESSAGES.holdsBusy.booking,
    );
    const seats = async () =>
      (await first.db.query(`SELECT booked_seats, held_seats FROM venues WHERE id = $1`, [venue.id]))[0];
    expect(await seats()).toEqual({ booked_seats: 3, held_seats: 3 });

    // A refused person's browser sending a solved challenge is still refused while the 3 holds are live.
    const asked = answers.findIndex((a) => a.status !== 201);
    const retry = async () =>
      client(address(asked), second.url).post(
        '/api/registrations',
        booking(asked, { altcha: await solvedChallenge(asked) }),
      );
    refusedAsBusy([await retry()], ABUSE_MESSAGES.holdsBusy.booking);
    expect(await seats()).toEqual({ booked_seats: 3, held_seats: 3 });

    // Once a live hold ends, the next hold goes through.
    const { registration, releaseToken } = held[0]!.body;
    const released = await client('127.0.2.21', first.url).post(
      `/api/registrations/${registration.bookingId}/release`,
      {
        releaseToken,
      },
    );
    expect(released.status).toBe(200);
    expect((await retry()).status).toBe(201);
    expect(await seats()).toEqual({ booked_seats: 3, held_seats: 3 });
  });

  it('lets 3 of 8 simultaneous orders of a 10-unit kit through, refuses the rest as busy even with a solved challenge, and counts units given back', async () => {
    const product = await createProduct(first.db, { inventory: 10 });
    const order = (i: number, extra: Record<string, unknown> = {}) =>
      orderRequest(product.id, { customerPhone: `970000001${i}`, customerEmail: `kit${i}@example.com`, ...extra });
    const answers = await eightAtOnce('/api/razorpay/create-order', (i) => order(i));
    const placed = answers.filter((a) => a.status === 200);
    expect(placed).toHaveLength(3);
    refusedAsBusy(
      answers.filter((a) => a.status !== 200),
      ABUSE_MESSAGES.holdsBusy.order,
    );
    const stock = async () =>
      (await first.db.query(`SELECT inventory, held_units FROM products WHERE id = $1`, [product.id]))[0];
    expect(await stock()).toEqual({ inventory: 7, held_units: 3 });

    const asked = answers.findIndex((a) => a.status !== 200);
    const retry = async () =>
      client(address(asked), first.url).post(
        '/api/razorpay/create-order',
        order(asked, { altcha: await solvedChallenge(asked) }),
      );
    refusedAsBusy([await retry()], ABUSE_MESSAGES.holdsBusy.order);
    expect(await stock()).toEqual({ inventory: 7, held_units: 3 });

    // A released order no longer counts: the next buyer goes through.
    const { order_id, releaseToken } = placed[0]!.body;
    await client('127.0.2.21', first.url)
      .post(`/api/store/orders/${order_id}/release`, { releaseToken })
      .then((a) => expect(a.status).toBe(200));
    expect(await stock()).toEqual({ inventory: 8, held_units: 2 });
    expect((await retry()).status).toBe(200);
    expect(await stock()).toEqual({ inventory: 7, held_units: 3 });
  });

  it('sells the last seats one hold at a time: a hold with no other live hold beside it always passes', async () => {
    const venue = await addVenue(first, { maxSeats: 2 });
    const booking = (i: number) =>
      registrationBody(venue.id, { phoneNumber: `91970000020${i}`, email: `last${i}@example.com` });
    const lone = await client(address(0), first.url).post('/api/registrations', booking(0));
    expect(lone.status).toBe(201);
    refusedAsBusy(
      [await client(address(1), second.url).post('/api/registrations', booking(1))],
      ABUSE_MESSAGES.holdsBusy.booking,
    );
    const [seats] = await first.db.query(`SELECT booked_seats, held_seats FROM venues WHERE id = $1`, [venue.id]);
    expect(seats).toEqual({ booked_seats: 1, held_seats: 1 });
  });
});
