import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MESSAGES } from '@robo/domain';
import { signInAsAdmin } from './support/admin.js';
import { adminRoutes } from './support/admin-routes.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** The only admin paths that answer without an admin session. */
const OPEN_ADMIN_ROUTES = ['POST /api/admin/login', 'GET /api/admin/status'];

function sessionCookie(res: { headers: Record<string, unknown> }): string | undefined {
  const cookies = (res.headers['set-cookie'] as string[] | undefined) ?? [];
  return cookies.find((c) => /^(__Host-)?robo\.sid=/.test(c))?.split(';')[0];
}

describe('admin access', () => {
  let t: TestApp;
  beforeAll(async () => {
    // These tests sign in more often than the default limit allows; the limit has its own app below.
    t = await startTestApp({ LOGIN_RATE_LIMIT: '1000' });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('signed out', () => {
    it('answers 401 on every admin route', async () => {
      const routes = adminRoutes(t.app).filter((r) => !OPEN_ADMIN_ROUTES.includes(`${r.method} ${r.path}`));
      // The discovery really found the admin API (venues, coupons, products, catalogue, uploads, dashboard, logout).
      expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(
        expect.arrayContaining([
          'GET /api/admin/venues',
          'POST /api/admin/venues',
          'PUT /api/admin/venues/:id',
          'PUT /api/admin/venues/:id/deactivate',
          'DELETE /api/admin/venues/:id',
          'GET /api/admin/coupons',
          'POST /api/admin/coupons',
          'PUT /api/admin/coupons/:id',
          'DELETE /api/admin/coupons/:id',
          'GET /api/admin/products',
          'POST /api/admin/products',
          'PUT /api/admin/products/:id',
          'DELETE /api/admin/products/:id',
          'GET /api/admin/catalog/info',
          'POST /api/admin/catalog/sync',
          'POST /api/admin/upload/product-image',
          'GET /api/admin/dashboard',
          'POST /api/admin/logout',
        ]),
      );
      for (const { method, path } of routes) {
        const res = await t
          .http()
          [method.toLowerCase() as 'get'](path.replace(/:[a-zA-Z]+/g, '1'))
          .send({});
        expect({ route: `${method} ${path}`, status: res.status, body: res.body }).toEqual({
          route: `${method} ${path}`,
          status: 401,
          body: { statusCode: 401, code: 'NOT_SIGNED_IN', message: 'Unauthorized' },
        });
      }
    });

    it('answers 401 to a forged session cookie', async () => {
      await t.http().get('/api/admin/venues').set('Cookie', 'robo.sid=forged.signature').expect(401);
    });

    it('reports the admin status as signed out and has no user', async () => {
      expect((await t.http().get('/api/admin/status').expect(200)).body).toEqual({ authenticated: false });
      expect((await t.http().get('/api/auth/user').expect(401)).body).toMatchObject({ statusCode: 401 });
    });

    it('sets no cookie on public reads or anonymous status checks', async () => {
      expect(sessionCookie(await t.http().get('/api/venues').expect(200))).toBeUndefined();
      expect(sessionCookie(await t.http().get('/api/admin/status').expect(200))).toBeUndefined();
    });
  });

  describe('password-only admin login', () => {
    it('requires the password', async () => {
      const res = await t.http().post('/api/admin/login').send({}).expect(400);
      expect(res.body.message).toBe(MESSAGES.passwordRequired);
      expect((await t.http().post('/api/admin/login').send({ password: '' }).expect(400)).body.message).toBe(
        MESSAGES.passwordRequired,
      );
    });

    it('refuses a wrong password with "Invalid password"', async () => {
      const res = await t.http().post('/api/admin/login').send({ password: 'not-the-password' }).expect(401);
      expect(res.body.message).toBe(MESSAGES.invalidPassword);
      expect(sessionCookie(res)).toBeUndefined();
    });

    it('signs in with an httpOnly SameSite=Lax cookie, opens the admin routes, and signs out', async () => {
      const admin = t.http();
      const login = await admin.post('/api/admin/login').send({ password: t.settings.adminPassword }).expect(200);
      expect(login.body).toEqual({ authenticated: true });
      const cookie = (login.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('robo.sid='))!;
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).not.toMatch(/Secure/); // plain HTTP outside production

      expect((await admin.get('/api/admin/status').expect(200)).body).toEqual({
        authenticated: true,
        staff: { id: expect.any(Number), name: 'Admin', email: t.settings.adminUsername, role: 'owner' },
      });
      await admin.get('/api/admin/venues').expect(200);
      expect((await admin.get('/api/auth/user').expect(200)).body).toMatchObject({ email: t.settings.adminUsername });

      const logout = await admin.post('/api/admin/logout').expect(200);
      expect(logout.headers['set-cookie']?.[0]).toMatch(/^robo\.sid=;/);
      expect((await admin.get('/api/admin/status').expect(200)).body).toEqual({ authenticated: false });
      await admin.get('/api/admin/venues').expect(401);
      // The old cookie is worthless: the session is gone from the store.
      await t.http().get('/api/admin/venues').set('Cookie', sessionCookie(login)!).expect(401);
    });

    it('issues a new session id at login and drops the old one', async () => {
      const first = await t.http().post('/api/admin/login').send({ password: t.settings.adminPassword }).expect(200);
      const before = sessionCookie(first)!;
      const second = await t
        .http()
        .post('/api/admin/login')
        .set('Cookie', before)
        .send({ password: t.settings.adminPassword })
        .expect(200);
      const after = sessionCookie(second)!;
      expect(after).toBeDefined();
      expect(after).not.toBe(before);
      await t.http().get('/api/admin/venues').set('Cookie', after).expect(200);
      await t.http().get('/api/admin/venues').set('Cookie', before).expect(401);
    });

    it('keeps sessions in the sessions table', async () => {
      const agent = await signInAsAdmin(t);
      const [{ count }] = await t.db.query(`SELECT count(*)::int AS count FROM sessions WHERE sess::jsonb ? 'userId'`);
      expect(count).toBeGreaterThan(0);
      await agent.post('/api/admin/logout').expect(200);
    });
  });

  describe('username and password login', () => {
    it('requires both fields', async () => {
      expect((await t.http().post('/api/login').send({ password: 'x' }).expect(400)).body.message).toBe(
        MESSAGES.usernameRequired,
      );
      expect(
        (await t.http().post('/api/login').send({ username: t.settings.adminUsername }).expect(400)).body.message,
      ).toBe(MESSAGES.passwordRequired);
    });

    it('refuses wrong credentials with "Invalid credentials"', async () => {
      const wrongPassword = await t
        .http()
        .post('/api/login')
        .send({ username: t.settings.adminUsername, password: 'nope' })
        .expect(401);
      expect(wrongPassword.body.message).toBe(MESSAGES.invalidCredentials);
      const unknownUser = await t
        .http()
        .post('/api/login')
        .send({ username: 'nobody@example.com', password: 'nope' })
        .expect(401);
      expect(unknownUser.body.message).toBe(MESSAGES.invalidCredentials);
    });

    it('signs the admin user in by e-mail (any case), exposes the user, and signs out', async () => {
      const user = t.http();
      const login = await user
        .post('/api/login')
        .send({ username: t.settings.adminUsername.toUpperCase(), password: t.settings.adminPassword })
        .expect(200);
      expect(login.body.user).toMatchObject({ email: t.settings.adminUsername, id: expect.any(Number) });
      expect(login.body.user).not.toHaveProperty('passwordHash');
      expect(sessionCookie(login)).toBeDefined();

      expect((await user.get('/api/auth/user').expect(200)).body).toEqual(login.body.user);
      expect((await user.get('/api/admin/status').expect(200)).body).toMatchObject({
        authenticated: true,
        staff: { role: 'owner' },
      });
      await user.get('/api/admin/dashboard').expect(200);

      await user.post('/api/logout').expect(200);
      await user.get('/api/auth/user').expect(401);
      await user.get('/api/admin/dashboard').expect(401);
    });

    it('stores the admin password as an argon2 hash', async () => {
      const [row] = await t.db.query('SELECT password_hash FROM users WHERE lower(email) = lower($1)', [
        t.settings.adminUsername,
      ]);
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
    });
  });

  describe('requests from other sites', () => {
    it('refuses state-changing requests whose Origin is not the site', async () => {
      const res = await t
        .http()
        .post('/api/admin/login')
        .set('Origin', 'https://evil.example')
        .send({ password: t.settings.adminPassword })
        .expect(403);
      expect(res.body).toMatchObject({ statusCode: 403 });
      expect(sessionCookie(res)).toBeUndefined();
      await t.http().post('/api/registrations').set('Origin', 'https://evil.example').send({}).expect(403);
      await t.http().put('/api/admin/venues/1').set('Origin', 'http://localhost:1').send({}).expect(403);
    });

    it('accepts the site itself, server requests without Origin outside the session routes, and cross-site reads', async () => {
      await t
        .http()
        .post('/api/admin/login')
        .set('Origin', t.url)
        .send({ password: t.settings.adminPassword })
        .expect(200);
      await t.http().post('/api/registrations').unset('Origin').send({}).expect(400);
      await t.http().get('/api/venues').set('Origin', 'https://evil.example').expect(200);
    });

    it('wants an Origin or a same-origin Referer on the session routes', async () => {
      const password = t.settings.adminPassword;
      await t.http().post('/api/admin/login').unset('Origin').send({ password }).expect(403);
      await t
        .http()
        .post('/api/login')
        .unset('Origin')
        .send({ username: t.settings.adminUsername, password })
        .expect(403);
      await t
        .http()
        .post('/api/admin/login')
        .unset('Origin')
        .set('Referer', 'https://evil.example/admin')
        .send({ password })
        .expect(403);
      await t
        .http()
        .post('/api/admin/login')
        .unset('Origin')
        .set('Referer', `${t.url}/admin/login`)
        .send({ password })
        .expect(200);
    });

    it('takes only JSON on the session routes: a form post (the cross-site shape) gets 415', async () => {
      const res = await t
        .http()
        .post('/api/admin/login')
        .type('form')
        .send({ password: t.settings.adminPassword })
        .expect(415);
      expect(res.body.message).toBe('Send the request as JSON (Content-Type: application/json).');
      await t
        .http()
        .post('/api/admin/login')
        .set('Content-Type', 'text/plain')
        .send(JSON.stringify({ password: t.settings.adminPassword }))
        .expect(415);
    });

    it('in development accepts the host the site was opened at (127.0.0.1 while PUBLIC_URL says localhost), and no other', async () => {
      const publicUrl = t.settings.publicUrl;
      t.settings.publicUrl = t.url.replace('127.0.0.1', 'localhost');
      try {
        expect(t.url).toMatch(/^http:\/\/127\.0\.0\.1:/);
        await t
          .http()
          .post('/api/admin/login')
          .set('Origin', t.url)
          .send({ password: t.settings.adminPassword })
          .expect(200);
        await t
          .http()
          .post('/api/admin/login')
          .set('Origin', 'https://evil.example')
          .set('X-Forwarded-Host', 'evil.example')
          .send({ password: t.settings.adminPassword })
          .expect(403);
      } finally {
        t.settings.publicUrl = publicUrl;
      }
    });
  });
});

/** Random: every password written in the repository is refused in production (PUBLISHED_SECRETS). */
const PRODUCTION_PASSWORD = randomBytes(12).toString('base64url');

describe('login rate limit (LOGIN_RATE_LIMIT=3), in production behind a proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      NODE_ENV: 'production',
      TRUST_PROXY: '127.0.0.1',
      LOGIN_RATE_LIMIT: '3',
      SESSION_SECRET: randomBytes(32).toString('base64'),
      ADMIN_PASSWORD: PRODUCTION_PASSWORD,
      SELLER_GSTIN: '27AAAAR0000A1ZL',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps the strict PUBLIC_URL origin check: its own host is not enough', async () => {
    const publicUrl = t.settings.publicUrl;
    t.settings.publicUrl = 'https://roboleague.in';
    try {
      await t.http().post('/api/admin/login').set('Origin', t.url).send({ password: PRODUCTION_PASSWORD }).expect(403);
    } finally {
      t.settings.publicUrl = publicUrl;
    }
  });

  it('names the cookie __Host-robo.sid and marks it Secure, HttpOnly, path /', async () => {
    const res = await t
      .http()
      .post('/api/admin/login')
      .set('X-Forwarded-Proto', 'https')
      .send({ password: PRODUCTION_PASSWORD })
      .expect(200);
    expect(sessionCookie(res)).toBeDefined();
    const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('__Host-robo.sid='));
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Domain=/);
  });

  it('answers 429 with Retry-After once a client used up its attempts, across both login forms', async () => {
    // One attempt was used by the test above (same client address).
    await t.http().post('/api/admin/login').send({ password: 'wrong' }).expect(401);
    await t.http().post('/api/login').send({ username: 'someone@example.com', password: 'wrong' }).expect(401);
    const limited = await t.http().post('/api/admin/login').send({ password: PRODUCTION_PASSWORD }).expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.body.message).toMatch(/Too many login attempts/);
    await t.http().post('/api/login').send({ username: 'someone@example.com', password: 'wrong' }).expect(429);
    // Other routes are not limited.
    await t.http().get('/api/admin/status').expect(200);
  });
});
