import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Two web processes on one database and one Redis (as behind a load balancer): the login limit
 * is counted once for both, so two processes do not allow twice the attempts.
 */
describe('login limit shared by two app instances', () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    one = await startTestApp({ LOGIN_RATE_LIMIT: '4' });
    two = await startTestApp({ LOGIN_RATE_LIMIT: '4', DATABASE_URL: one.settings.databaseUrl, APP_ROLE: 'web' });
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  it('refuses the fifth attempt whichever instance gets it', async () => {
    for (const t of [one, two, one, two])
      await t.http().post('/api/admin/login').send({ password: 'wrong' }).expect(401);
    const limited = await one
      .http()
      .post('/api/admin/login')
      .send({ password: one.settings.adminPassword })
      .expect(429);
    expect(limited.body.message).toMatch(/Too many login attempts/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await two.http().post('/api/login').send({ username: 'someone@example.com', password: 'wrong' }).expect(429);
  });
});
