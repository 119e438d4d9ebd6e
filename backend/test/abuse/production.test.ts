import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { client } from './clients.js';

/** A production instance with safe settings and no gateway keys: the sandbox must not exist there. */
describe('production instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      NODE_ENV: 'production',
      SESSION_SECRET: randomBytes(32).toString('base64'),
      ADMIN_PASSWORD: 'Tr1cky-robot-kits-2026',
      SELLER_GSTIN: '27AAAAR0000A1ZL',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has no payment sandbox: its script and pay call answer 404', async () => {
    const visitor = client('127.0.0.2', t.url);
    const script = await visitor.get('/sandbox/checkout.js');
    expect({ status: script.status, type: script.headers['content-type'] }).toEqual({
      status: 404,
      type: expect.stringMatching(/^application\/json/),
    });
    expect((await visitor.post('/sandbox/pay', { order_id: 'order_abc' })).status).toBe(404);
  });
});
