import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadSettings } from '../../src/config/settings.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { client } from './clients.js';

/** The finding: production started with the repository's own test secret and `Admin@123456`. */
describe('production settings published in the repository or easily guessed', () => {
  const start = (env: Record<string, string>) => () =>
    loadSettings({
      NODE_ENV: 'production',
      SESSION_SECRET: randomBytes(32).toString('base64'),
      ADMIN_PASSWORD: randomBytes(12).toString('base64url'),
      SELLER_GSTIN: '27AAAAR0000A1ZL',
      ...env,
    });

  it("refuses the repository's test secret as SESSION_SECRET", () => {
    expect(start({ SESSION_SECRET: 'a-test-secret-that-is-long-enough-0123456789' })).toThrow(
      'SESSION_SECRET is a value published in the repository; generate one with `openssl rand -base64 32`.',
    );
    expect(start({ SESSION_SECRET: 'e2e-only-session-secret-0123456789abcdef' })).toThrow(
      /published in the repository/,
    );
  });

  it('refuses Admin@123456 and its kind from a common-password list, and passwords written in the repository', () => {
    for (const password of ['Admin@123456', 'Roboleague@2026', 'iloveyou12345', 'qwertyuiop123']) {
      expect(start({ ADMIN_PASSWORD: password })).toThrow(
        'ADMIN_PASSWORD is one of the first passwords any attacker tries; choose another.',
      );
    }
    expect(start({ ADMIN_PASSWORD: 'Tr1cky-robot-kits-2026' })).toThrow(
      'ADMIN_PASSWORD is a value published in the repository; choose another.',
    );
    expect(start({ ADMIN_PASSWORD: 'a-test-secret-that-is-long-enough-0123456789' })).toThrow(
      /published in the repository/,
    );
    expect(start({ ADMIN_PASSWORD: 'Seven plump mangoes ripen by the window' })()).toBeDefined();
  });
});

/** A production instance with safe settings and no gateway keys: the sandbox must not exist there. */
describe('production instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      NODE_ENV: 'production',
      SESSION_SECRET: randomBytes(32).toString('base64'),
      ADMIN_PASSWORD: randomBytes(12).toString('base64url'),
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
