import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { STOCK_MESSAGES, type ProductStock } from '@robo/domain';
import type supertest from 'supertest';
import { signInAsAdmin, signInAsStaff } from './support/admin.js';
import { createProduct } from './support/factories.js';
import { inventoryOf, orderRequest } from './support/store-helpers.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Stock adjustments with a reason and a history per product (backend/src/catalog/README.md, "Stock"). */
describe('stock adjustments and history', () => {
  let t: TestApp;
  let owner: supertest.Agent;

  beforeAll(async () => {
    // The hoarding alarm and per-contact hold limits are tested elsewhere; here checkouts only compete for stock.
    t = await startTestApp({ HOLD_ALARM_SHARE: '0', HOLDS_PER_CONTACT: '100', LOGIN_RATE_LIMIT: '1000' });
    owner = await signInAsAdmin(t);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const adjust = (agent: supertest.Agent, productId: string, body: object, key: string | null = randomUUID()) => {
    const request = agent.post(`/api/admin/products/${productId}/stock`);
    return (key ? request.set('Idempotency-Key', key) : request).send(body);
  };
  const stockOf = async (productId: string): Promise<ProductStock> =>
    (await owner.get(`/api/admin/products/${productId}/stock`).expect(200)).body;
  const checkout = (productId: string, qty: number) =>
    t
      .http()
      .post('/api/razorpay/create-order')
      .send(orderRequest(productId, { qty, customerPhone: `98765${String(Math.random()).slice(2, 7)}` }));

  it('records who adjusted, why, by how much and the stock after; a checkout hold and its release have lines too', async () => {
    const product = await createProduct(t.db, { inventory: 10 });
    const answer = await adjust(owner, product.id, { delta: 5, reason: 'received', note: 'Box from Shenzhen' }).expect(
      200,
    );
    expect(answer.body).toMatchObject({ onHand: 15, held: 0, available: 15 });
    expect(answer.body.movements[0]).toMatchObject({
      delta: 5,
      reason: 'received',
      note: 'Box from Shenzhen',
      actor: 'Admin',
      availableAfter: 15,
      onHandAfter: 15,
    });

    const order = (await checkout(product.id, 2).expect(200)).body;
    let stock = await stockOf(product.id);
    expect(stock).toMatchObject({ onHand: 15, held: 2, available: 13 });
    expect(stock.movements[0]).toMatchObject({ delta: -2, reason: 'order_hold', actor: 'system', availableAfter: 13 });
    expect(stock.movements[0]!.onHandAfter).toBe(15); // a hold moves units from available to held, not off the shelf

    await t
      .http()
      .post(`/api/store/orders/${order.order_id}/release`)
      .send({ releaseToken: order.releaseToken })
      .expect(200);
    stock = await stockOf(product.id);
    expect(stock).toMatchObject({ onHand: 15, held: 0, available: 15 });
    expect(stock.movements[0]).toMatchObject({ delta: 2, reason: 'hold_released', onHandAfter: 15 });

    await adjust(owner, product.id, { delta: -3, reason: 'damaged' }).expect(200);
    await adjust(owner, product.id, { delta: 1, reason: 'count_correction', note: 'Recount' }).expect(200);
    stock = await stockOf(product.id);
    expect(stock.movements.map((line) => [line.reason, line.delta, line.availableAfter])).toEqual([
      ['count_correction', 1, 13],
      ['damaged', -3, 12],
      ['hold_released', 2, 15],
      ['order_hold', -2, 13],
      ['received', 5, 15],
    ]);
    const [audit] = await t.db.query(
      `SELECT count(*)::int AS n FROM audit_events WHERE action = 'product.stock' AND target_id = $1`,
      [product.id],
    );
    expect(audit.n).toBe(3);
  });

  it('refuses bad adjustments with a clear message and changes nothing', async () => {
    const product = await createProduct(t.db, { inventory: 4 });
    const refused = async (body: object, status: number, message?: string) => {
      const res = await adjust(owner, product.id, body).expect(status);
      if (message) expect(res.body.message).toContain(message);
    };
    await refused({ delta: 3, reason: 'damaged' }, 400, STOCK_MESSAGES.wrongSign('damaged'));
    await refused({ delta: -3, reason: 'received' }, 400, STOCK_MESSAGES.wrongSign('received'));
    await refused({ delta: 0, reason: 'count_correction' }, 400, STOCK_MESSAGES.deltaInvalid);
    await refused({ delta: 1.5, reason: 'count_correction' }, 400, STOCK_MESSAGES.deltaInvalid);
    await refused({ delta: 1, reason: 'stolen' }, 400, STOCK_MESSAGES.reasonInvalid);
    await refused({ delta: -5, reason: 'damaged' }, 409, STOCK_MESSAGES.belowZero(4));
    await adjust(owner, product.id, { delta: 1, reason: 'received' }, null).expect(400);
    await adjust(owner, 'no-such-kit', { delta: 1, reason: 'received' }).expect(404);
    expect(await inventoryOf(t, product.id)).toBe(4);
    expect((await stockOf(product.id)).movements).toEqual([]);

    // A retried request (same key) adds once.
    const key = randomUUID();
    await adjust(owner, product.id, { delta: 2, reason: 'returned' }, key).expect(200);
    await adjust(owner, product.id, { delta: 2, reason: 'returned' }, key).expect(200);
    expect(await inventoryOf(t, product.id)).toBe(6);
  });

  it('the product form’s inventory field writes a history line too', async () => {
    const product = await createProduct(t.db, { inventory: 4 });
    const [{ createdAt: _c, updatedAt: _u, ...form }] = (
      await owner.get('/api/admin/products').expect(200)
    ).body.filter((p: { id: string }) => p.id === product.id);
    await owner
      .put(`/api/admin/products/${product.id}`)
      .send({ ...form, inventory: 9 })
      .expect(200);
    expect((await stockOf(product.id)).movements[0]).toMatchObject({
      delta: 5,
      reason: 'product_form',
      availableAfter: 9,
    });
  });

  it('two clerks and checkouts at once never drive stock negative or lose an update', async () => {
    const product = await createProduct(t.db, { inventory: 10 });
    const clerkA = (await signInAsStaff(t, 'store', 'Clerk A')).agent;
    const clerkB = (await signInAsStaff(t, 'store', 'Clerk B')).agent;
    const adjustments = [
      { agent: clerkA, body: { delta: -4, reason: 'damaged' } },
      { agent: clerkA, body: { delta: 3, reason: 'received' } },
      { agent: clerkA, body: { delta: -4, reason: 'damaged' } },
      { agent: clerkB, body: { delta: -4, reason: 'count_correction' } },
      { agent: clerkB, body: { delta: 2, reason: 'returned' } },
      { agent: clerkB, body: { delta: -4, reason: 'count_correction' } },
    ];
    const [adjusted, checkouts] = await Promise.all([
      Promise.all(adjustments.map(({ agent, body }) => adjust(agent, product.id, body).then((res) => ({ res, body })))),
      Promise.all(Array.from({ length: 3 }, () => checkout(product.id, 3))),
    ]);

    expect(adjusted.every(({ res }) => res.status === 200 || res.body.code === 'STOCK_BELOW_ZERO')).toBe(true);
    expect(checkouts.every((res) => res.status === 200 || res.body.code === 'OUT_OF_STOCK')).toBe(true);
    const applied = adjusted.filter(({ res }) => res.status === 200).reduce((sum, { body }) => sum + body.delta, 0);
    const sold = checkouts.filter((res) => res.status === 200).length * 3;
    const available = await inventoryOf(t, product.id);
    expect(available).toBe(10 + applied - sold);
    expect(available).toBeGreaterThanOrEqual(0);

    // Every line follows the one before it: no change was lost or written from a stale count.
    const lines = await t.db.query(
      `SELECT delta, available_after AS "availableAfter" FROM stock_movements WHERE product_id = $1 ORDER BY id`,
      [product.id],
    );
    let running = 10;
    for (const line of lines) {
      running += line.delta;
      expect(line.availableAfter).toBe(running);
      expect(line.availableAfter).toBeGreaterThanOrEqual(0);
    }
    expect(running).toBe(available);
    expect(lines).toHaveLength(adjusted.filter(({ res }) => res.status === 200).length + sold / 3);
  });
});
