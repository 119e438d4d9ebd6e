import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import argon2 from 'argon2';
import pg from 'pg';
import { startTestApp, type TestApp } from './support/test-app.js';

const ADMIN_DB = 'postgres://postgres@127.0.0.1:5432/postgres';

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_DB });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

/** Restarts on one database with a new admin password (docs/security.md, Production settings). */
describe('changing the admin password', () => {
  const dbName = `robo_test_${randomBytes(6).toString('hex')}`;
  const env = { DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${dbName}` };
  let t: TestApp | undefined;

  beforeAll(async () => {
    await adminQuery(`CREATE DATABASE ${dbName}`);
  });
  afterAll(async () => {
    await t?.close();
    await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  });

  async function restartWith(passwordEnv: Record<string, string>): Promise<TestApp> {
    await t?.close();
    t = await startTestApp({ ...env, ...passwordEnv });
    return t;
  }

  it('ends the sessions signed in with the old password, keeps them when it did not change, and accepts an argon2 hash', async () => {
    let app = await restartWith({ ADMIN_PASSWORD: 'first-password-1' });
    const login = await app.http().post('/api/admin/login').send({ password: 'first-password-1' }).expect(200);
    const cookie = (login.headers['set-cookie'] as unknown as string[])
      .find((c) => c.startsWith('robo.sid='))
      ?.split(';')[0];
    if (!cookie) throw new Error('The login set no session cookie');
    const signedIn = async () =>
      (await app.http().get('/api/admin/status').set('Cookie', cookie).expect(200)).body.authenticated;
    expect(await signedIn()).toBe(true);

    // Same password: the session survives a restart.
    app = await restartWith({ ADMIN_PASSWORD: 'first-password-1' });
    expect(await signedIn()).toBe(true);

    // New password: the old session is gone, the old password refused.
    app = await restartWith({ ADMIN_PASSWORD: 'second-password-2' });
    expect(await signedIn()).toBe(false);
    await app.http().post('/api/admin/login').send({ password: 'first-password-1' }).expect(401);

    // ADMIN_PASSWORD_HASH instead of a plain password.
    app = await restartWith({ ADMIN_PASSWORD_HASH: await argon2.hash('third-password-3') });
    await app.http().post('/api/admin/login').send({ password: 'second-password-2' }).expect(401);
    await app.http().post('/api/admin/login').send({ password: 'third-password-3' }).expect(200);
  }, 120_000);
});
