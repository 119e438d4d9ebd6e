import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type supertest from 'supertest';
import type { EntityManager } from 'typeorm';
import { Outbox } from '../src/outbox/outbox.js';
import { signInAsAdmin } from './support/admin.js';
import { eventually, startTestApp, type TestApp } from './support/test-app.js';

declare module '../src/outbox/outbox.js' {
  interface OutboxMap {
    'test.work': { note: string };
  }
}

/** The outbox on real PostgreSQL and Redis (BullMQ fast path), with short retry settings. */
describe('outbox', () => {
  let t: TestApp;
  let outbox: Outbox;
  let admin: supertest.Agent;
  const runs = new Map<string, number>();
  /** Keys whose handler fails this many more times before it succeeds. */
  const failuresLeft = new Map<string, number>();

  beforeAll(async () => {
    t = await startTestApp({ OUTBOX_SWEEP_MS: '200', OUTBOX_RETRY_FIRST_MS: '50', OUTBOX_RETRY_MAX_SECONDS: '1' });
    outbox = t.app.get(Outbox);
    outbox.handle('test.work', async (_payload, item) => {
      runs.set(item.key, (runs.get(item.key) ?? 0) + 1);
      const left = failuresLeft.get(item.key) ?? 0;
      if (left > 0) {
        failuresLeft.set(item.key, left - 1);
        throw new Error(`provider down (${left} more)`);
      }
    });
    admin = await signInAsAdmin(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const item = async (key: string) =>
    (
      await t.db.query(`SELECT state, attempts, last_error FROM outbox_items WHERE kind = 'test.work' AND key = $1`, [
        key,
      ])
    )[0];
  const done = (key: string) => eventually(async () => (await item(key))?.state === 'done');
  const request = (key: string) => ({ kind: 'test.work' as const, key, payload: { note: key }, cause: `test ${key}` });

  it('runs work recorded in a committed transaction once, and never work whose transaction rolled back', async () => {
    await t.db.transaction((manager) => outbox.enqueue(manager, request('committed')));
    await t.db
      .transaction(async (manager) => {
        await outbox.enqueue(manager, request('rolled-back'));
        throw new Error('the cause failed');
      })
      .catch(() => undefined);

    await done('committed');
    expect(runs.get('committed')).toBe(1);
    expect(await item('rolled-back')).toBeUndefined();
    expect(runs.has('rolled-back')).toBe(false);
  });

  it('keeps one item per kind and key however often it is enqueued', async () => {
    const added = await Promise.all(
      [1, 2, 3].map(() => t.db.transaction((manager) => outbox.enqueue(manager, request('once')))),
    );
    expect(added.filter(Boolean)).toHaveLength(1);
    await done('once');
    await outbox.enqueue(t.db.manager, request('once'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(runs.get('once')).toBe(1);
  });

  it('retries a failing handler with backoff until it succeeds, showing the failure to the owner meanwhile', async () => {
    failuresLeft.set('flaky', 6);
    await outbox.enqueue(t.db.manager, request('flaky'));

    const failing = await eventually(async () => {
      const res = await admin.get('/api/admin/outbox?state=failing&kind=test.work').expect(200);
      return res.body.items.find((i: { key: string }) => i.key === 'flaky');
    });
    expect(failing).toMatchObject({
      state: 'pending',
      cause: 'test flaky',
      lastError: expect.stringMatching(/^provider down/),
    });

    await done('flaky');
    expect(runs.get('flaky')).toBe(7);
    expect(await item('flaky')).toEqual({ state: 'done', attempts: 7, last_error: null });
  });

  it('re-drives an item whose fast-path job never ran (the sweeper finds it)', async () => {
    await t.db.query(
      `INSERT INTO outbox_items (kind, key, payload, cause) VALUES ('test.work', 'orphan', '{}', 'written by hand')`,
    );
    await done('orphan');
    expect(runs.get('orphan')).toBe(1);
  });

  it('runs an item again after a process died holding it, once its lease ends', async () => {
    await t.db.query(
      `INSERT INTO outbox_items (kind, key, payload, cause, attempts, next_attempt_at)
       VALUES ('test.work', 'abandoned', '{}', 'claimed by a killed worker', 1, now() + interval '1 second')`,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(runs.has('abandoned')).toBe(false);
    await done('abandoned');
    expect(await item('abandoned')).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('reruns work whose result goes stale when asked again, even after it ran', async () => {
    await outbox.rerun(t.db.manager, request('stale'));
    await done('stale');
    await outbox.rerun(t.db.manager, request('stale'));
    await eventually(async () => runs.get('stale') === 2 && (await item('stale')).state === 'done');
  });

  it('takes only the kinds of OutboxMap, each with its own payload (typecheck fails otherwise)', async () => {
    // Never called: these lines are checked by `npm run typecheck`, which fails when one compiles.
    const refusedAtCompileTime = (manager: EntityManager) => [
      // @ts-expect-error no module declares this kind
      outbox.enqueue(manager, { kind: 'test.unknown', key: 'k', payload: {}, cause: 'c' }),
      // @ts-expect-error test.work carries a note, not a booking id
      outbox.enqueue(manager, { kind: 'test.work', key: 'k', payload: { bookingId: 'RL-1' }, cause: 'c' }),
      // @ts-expect-error a message's payload is its id
      outbox.rerun(manager, { kind: 'message.send', key: 'k', payload: { id: '1' }, cause: 'c' }),
      // @ts-expect-error no module declares this kind
      outbox.handle('test.unknown', async () => undefined),
      // @ts-expect-error a QR render is told a booking id, not a message id
      outbox.handle('qr.render', async ({ messageId }: { messageId: string }) => void messageId),
    ];
    expect(refusedAtCompileTime).toBeInstanceOf(Function);

    // An item of a kind nobody handles (a row from an older release) waits, showing why, and never counts as done.
    await t.db.query(
      `INSERT INTO outbox_items (kind, key, payload, cause) VALUES ('test.retired', 'old', '{}', 'written by hand')`,
    );
    const waiting = await eventually(async () => {
      const [row] = await t.db.query(`SELECT state, last_error FROM outbox_items WHERE kind = 'test.retired'`);
      return row.last_error ? row : undefined;
    });
    expect(waiting).toEqual({ state: 'pending', last_error: 'No handler for outbox kind test.retired' });
  });

  it('lists items to the owner only, with counts, and refuses an unknown filter', async () => {
    const res = await admin.get('/api/admin/outbox?kind=test.work&limit=2').expect(200);
    expect(res.body.items).toHaveLength(2);
    expect(res.body.counts).toEqual({
      pending: expect.any(Number),
      failing: expect.any(Number),
      done: expect.any(Number),
    });
    expect(res.body.counts.done).toBeGreaterThanOrEqual(5);

    const bad = await admin.get('/api/admin/outbox?state=lost').expect(400);
    expect(bad.body.message).toBe('state must be one of pending, failing, done');
    await t.http().get('/api/admin/outbox').expect(401);
  });
});
