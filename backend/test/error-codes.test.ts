import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signInAsStaff } from './support/admin.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * Every error the API sends carries a reason code beside its message, not only the modules' own
 * refusals: guards, throttling, validation, unknown routes and the transport's own refusals.
 */
describe('error answers carry a reason code', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ COUPON_CHECKS_PER_CLIENT: '1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers a guard refusal with NOT_SIGNED_IN or FORBIDDEN and the same message as before', async () => {
    const signedOut = await t.http().get('/api/admin/venues');
    expect({ status: signedOut.status, body: signedOut.body }).toEqual({
      status: 401,
      body: { statusCode: 401, code: 'NOT_SIGNED_IN', message: 'Unauthorized' },
    });

    const { agent } = await signInAsStaff(t, 'door');
    const forbidden = await agent.get('/api/admin/staff');
    expect({ status: forbidden.status, body: forbidden.body }).toEqual({
      status: 403,
      body: { statusCode: 403, code: 'FORBIDDEN', message: 'Your role does not allow this.' },
    });
  });

  it('answers a failed sign-in and a missing field of it with their own codes', async () => {
    const wrong = await t.http().post('/api/admin/login').send({ password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('INVALID_PASSWORD');
    const missing = await t.http().post('/api/login').send({ username: 'someone@example.com' });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('CREDENTIALS_REQUIRED');
  });

  it('answers throttling with TOO_MANY_REQUESTS', async () => {
    await t.http().post('/api/validate-coupon').send({ code: 'NOPE' }).expect(200);
    const throttled = await t.http().post('/api/validate-coupon').send({ code: 'NOPE' });
    expect(throttled.status).toBe(429);
    expect(throttled.body).toEqual({
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many coupon checks. Please try again in a minute.',
    });
  });

  it('answers a body that fails validation with VALIDATION and every message', async () => {
    const invalid = await t.http().post('/api/registrations').send({});
    expect(invalid.status).toBe(400);
    expect(invalid.body.code).toBe('VALIDATION');
    expect(invalid.body.message).toEqual(expect.any(String));
    expect(invalid.body.errors).toContain(invalid.body.message);
  });

  it('answers an unknown route with NOT_FOUND', async () => {
    const unknown = await t.http().get('/api/no-such-route');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Cannot GET /api/no-such-route',
    });
  });

  it("answers the transport's refusals (too large, not JSON, broken JSON) with a code", async () => {
    const tooLarge = await t
      .http()
      .post('/api/registrations')
      .send({ parentName: 'x'.repeat(20 * 1024) });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.code).toBe('PAYLOAD_TOO_LARGE');

    const form = await t.http().post('/api/admin/login').type('form').send('password=x');
    expect(form.status).toBe(415);
    expect(form.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');

    const broken = await t.http().post('/api/registrations').set('content-type', 'application/json').send('{"a":');
    expect(broken.status).toBe(400);
    expect(broken.body.code).toBe('BAD_REQUEST');
  });
});
