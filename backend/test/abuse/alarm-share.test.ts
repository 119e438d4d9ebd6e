import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ABUSE_MESSAGES, HOLDS_BUSY } from '@robo/domain';
import { clientKey } from '../../src/common/limits/client-key.js';
import { Challenges } from '../../src/hold-limits/challenges.js';
import type { HoldKind } from '../../src/hold-limits/contact-holds.js';
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

  /** Where each kind of hold is opened, and the status of one opened. */
  const OPEN = {
    booking: { path: '/api/registrations', opened: 201 },
    order: { path: '/api/razorpay/create-order', opened: 200 },
  } as const;

  /** One kind of hold at one venue or product as the rush sees it: its request, its live counts and how one is given back. */
  interface Holds {
    request: (i: number, extra?: Record<string, unknown>) => unknown;
    /** The query of the seats or units taken and how many of them are live holds, and its row's id. */
    counts: [sql: string, id: number | string];
    /** Where a hold is given back with its release token. */
    releasePath: (opened: Answer['body']) => string;
  }

  /**
   * 8 holds at once of 10 seats or units: 3 go through, the rest are refused as busy, and so is a
   * retry with a solved challenge while the 3 are live; once one is released, the retry goes through.
   */
  async function rush(kind: HoldKind, holds: Holds): Promise<void> {
    const { path, opened: status } = OPEN[kind];
    const message = ABUSE_MESSAGES.holdsBusy[kind];
    const counts = async () => (await first.db.query(holds.counts[0], [holds.counts[1]]))[0];
    const answers = await eightAtOnce(path, (i) => holds.request(i));
    const opened = answers.filter((a) => a.status === status);
    expect(opened).toHaveLength(3);
    refusedAsBusy(
      answers.filter((a) => a.status !== status),
      message,
    );
    expect(await counts()).toEqual({ taken: 3, held: 3 });

    const asked = answers.findIndex((a) => a.status !== status);
    const retry = async () =>
      client(address(asked), second.url).post(path, holds.request(asked, { altcha: await solvedChallenge(asked) }));
    refusedAsBusy([await retry()], message);
    expect(await counts()).toEqual({ taken: 3, held: 3 });

    const { body } = opened[0]!;
    const released = await client('127.0.2.21', first.url).post(holds.releasePath(body), {
      releaseToken: body.releaseToken,
    });
    expect(released.status).toBe(200);
    expect(await counts()).toEqual({ taken: 2, held: 2 });
    expect((await retry()).status).toBe(status);
    expect(await counts()).toEqual({ taken: 3, held: 3 });
  }

  it('lets 3 of 8 simultaneous bookings at a 10-seat venue through, refuses the rest as busy even with a solved challenge, until a hold ends', async () => {
    const venue = await addVenue(first, { maxSeats: 10 });
    await rush('booking', {
      request: (i, extra) =>
        registrationBody(venue.id, { phoneNumber: `91970000010${i}`, email: `rush${i}@example.com`, ...extra }),
      counts: [`SELECT booked_seats AS taken, held_seats AS held FROM venues WHERE id = $1`, venue.id],
      releasePath: (body) => `/api/registrations/${body.registration.bookingId}/release`,
    });
  });

  it('lets 3 of 8 simultaneous orders of a 10-unit kit through, refuses the rest as busy even with a solved challenge, until an order is released', async () => {
    const product = await createProduct(first.db, { inventory: 10 });
    await rush('order', {
      request: (i, extra) =>
        orderRequest(product.id, { customerPhone: `970000001${i}`, customerEmail: `kit${i}@example.com`, ...extra }),
      counts: [`SELECT 10 - inventory AS taken, held_units AS held FROM products WHERE id = $1`, product.id],
      releasePath: (body) => `/api/store/orders/${body.order_id}/release`,
    });
  });

  it('judges holds that reach the database together as if they came one by one: 33 of 40 at a 100-seat venue', async () => {
    // The k-th live hold passes while k <= 0.5 × (100 - k), so up to 33; the holds go in groups (registrations README).
    const venue = await addVenue(first, { maxSeats: 100 });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        client(`127.0.3.${i + 2}`, (i % 2 ? second : first).url).post(
          '/api/registrations',
          registrationBody(venue.id, {
            phoneNumber: `9197000004${String(i).padStart(2, '0')}`,
            email: `group${i}@example.com`,
          }),
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(33);
    refusedAsBusy(
      answers.filter((a) => a.status !== 201),
      ABUSE_MESSAGES.holdsBusy.booking,
    );
    const [seats] = await first.db.query(`SELECT booked_seats, held_seats FROM venues WHERE id = $1`, [venue.id]);
    expect(seats).toEqual({ booked_seats: 33, held_seats: 33 });
  });

  it('sells the last seats one hold at a time: a hold with no other live hold beside it always passes', async () => {
    const venue = await addVenue(first, { maxSeats: 2 });
    const booking = (i: number, extra?: Record<string, unknown>) =>
      registrationBody(venue.id, { phoneNumber: `91970000020${i}`, email: `last${i}@example.com`, ...extra });
    const lone = await client(address(0), first.url).post('/api/registrations', booking(0));
    expect(lone.status).toBe(201);
    // The lone hold raised the venue's alarm, so a process that has read it since first asks for a
    // challenge (a cached read, up to a second old): the next hold comes solved, and is still refused.
    refusedAsBusy(
      [
        await client(address(1), second.url).post(
          '/api/registrations',
          booking(1, { altcha: await solvedChallenge(1) }),
        ),
      ],
      ABUSE_MESSAGES.holdsBusy.booking,
    );
    const [seats] = await first.db.query(`SELECT booked_seats, held_seats FROM venues WHERE id = $1`, [venue.id]);
    expect(seats).toEqual({ booked_seats: 1, held_seats: 1 });
  });

  it('lets one order take the last 2 kits when no other order holds them', async () => {
    const product = await createProduct(first.db, { inventory: 2 });
    const lastTwo = await client(address(2), second.url).post(
      '/api/razorpay/create-order',
      orderRequest(product.id, { qty: 2, customerPhone: '9700000300', customerEmail: 'lasttwo@example.com' }),
    );
    expect(lastTwo.status).toBe(200);
    const [stock] = await first.db.query(`SELECT inventory, held_units FROM products WHERE id = $1`, [product.id]);
    expect(stock).toEqual({ inventory: 0, held_units: 2 });
  });
});
