import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ABUSE_MESSAGES, MESSAGES } from '@robo/domain';
import { signInAsStaff } from './support/admin.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** What a client reads from an error answer. */
function seen(answer: { status: number; body: { code?: unknown; message?: unknown } }) {
  return { status: answer.status, code: answer.body.code, message: answer.body.message };
}

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
    expect(signedOut.body).toEqual({ statusCode: 401, code: 'NOT_SIGNED_IN', message: 'Unauthorized' });
    const { agent } = await signInAsStaff(t, 'door');
    expect(seen(await agent.get('/api/admin/staff'))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      message: 'Your role does not allow this.',
    });
  });

  it('answers a failed sign-in and a missing field of it with their own codes', async () => {
    const wrong = await t.http().post('/api/admin/login').send({ password: 'not-the-password' });
    expect(seen(wrong)).toEqual({ status: 401, code: 'INVALID_PASSWORD', message: MESSAGES.invalidPassword });
    const missing = await t.http().post('/api/login').send({ username: 'someone@example.com' });
    expect(seen(missing)).toEqual({ status: 400, code: 'CREDENTIALS_REQUIRED', message: MESSAGES.passwordRequired });
  });

  it('answers throttling with TOO_MANY_REQUESTS', async () => {
    await t.http().post('/api/validate-coupon').send({ code: 'NOPE' }).expect(200);
    const throttled = await t.http().post('/api/validate-coupon').send({ code: 'NOPE' });
    expect(throttled.body).toEqual({
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      message: ABUSE_MESSAGES.tooManyCouponChecks,
    });
  });

  it('answers a body that fails validation with VALIDATION and every message', async () => {
    const invalid = await t.http().post('/api/registrations').send({});
    expect(seen(invalid)).toEqual({ status: 400, code: 'VALIDATION', message: expect.any(String) });
    expect(invalid.body.errors).toContain(invalid.body.message);
  });

  it('answers an unknown route with NOT_FOUND', async () => {
    expect(seen(await t.http().get('/api/no-such-route'))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      message: 'Cannot GET /api/no-such-route',
    });
  });

  it("answers the transport's refusals (too large, not JSON, broken JSON) with a code", async () => {
    const tooLarge = await t
      .http()
      .post('/api/registrations')
      .send({ parentName: 'x'.repeat(20 * 1024) });
    const form = await t.http().post('/api/admin/login').type('form').send('password=x');
    const broken = await t.http().post('/api/registrations').set('content-type', 'application/json').send('{"a":');
    expect([tooLarge, form, broken].map((answer) => [answer.status, answer.body.code])).toEqual([
      [413, 'PAYLOAD_TOO_LARGE'],
      [415, 'UNSUPPORTED_MEDIA_TYPE'],
      [400, 'BAD_REQUEST'],
    ]);
  });
});
