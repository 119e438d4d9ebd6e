import { CHALLENGE_REQUIRED, CONTACT_HOLDS_REACHED } from '@robo/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callArgs } from '../test/calls';
import { apiError } from '../test/fake-fetch';
import { baseQuery, buildUrl, type BaseQueryArgs, type BaseQueryExtraOptions } from './base-query';

const queryApi = { signal: new AbortController().signal } as Parameters<typeof baseQuery>[1];

/** Each call gets a fresh response (a body can be read only once). */
function stubFetch(makeResponse: () => Response) {
  const fetchMock = vi.fn<typeof fetch>().mockImplementation(async () => makeResponse());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function call(args: BaseQueryArgs, extraOptions: BaseQueryExtraOptions = {}) {
  return baseQuery(args, queryApi, extraOptions);
}

function json(body: unknown, init: ResponseInit = {}) {
  return new Response(JSON.stringify(body), { ...init, headers: { 'Content-Type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('baseQuery', () => {
  it('sends cookies on every request', async () => {
    const fetchMock = stubFetch(() => json([]));
    await call('/api/venues');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/venues',
      expect.objectContaining({ credentials: 'include', method: 'GET' }),
    );
  });

  it('sends a body as JSON with a JSON content type', async () => {
    const fetchMock = stubFetch(() => json({ valid: true }));
    await call({ url: '/api/validate-coupon', method: 'POST', body: { code: 'SAVE50' } });
    const init = fetchMock.mock.calls[0]?.[1] ?? {};
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.headers).toEqual({ 'x-site-language': 'en', 'Content-Type': 'application/json' });
    expect(init.body).toBe('{"code":"SAVE50"}');
  });

  it('sends no body and no content type on a plain read', async () => {
    const fetchMock = stubFetch(() => json([]));
    await call('/api/venues');
    const init = fetchMock.mock.calls[0]?.[1] ?? {};
    expect(init.body).toBeUndefined();
    expect(init.headers).toEqual({ 'x-site-language': 'en' });
  });

  it("says the page's language on every call", async () => {
    const fetchMock = stubFetch(() => json({}));
    window.history.pushState(null, '', '/mr/store');
    try {
      await call({ url: '/api/waitlist', method: 'POST', body: {}, headers: { 'Idempotency-Key': 'k' } });
    } finally {
      window.history.pushState(null, '', '/');
    }
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toEqual({
      'x-site-language': 'mr',
      'Idempotency-Key': 'k',
      'Content-Type': 'application/json',
    });
  });

  it('sends a file as-is with its own content type', async () => {
    const fetchMock = stubFetch(() => new Response(null, { status: 200 }));
    const file = new Blob(['png-bytes'], { type: 'image/png' });
    await call({ url: '/uploads/put?sig=1', method: 'PUT', body: file });
    const init = fetchMock.mock.calls[0]?.[1] ?? {};
    expect(init.body).toBe(file);
    expect(init.headers).toEqual({ 'x-site-language': 'en', 'Content-Type': 'image/png' });
  });

  it('joins URL path segments with "/"', async () => {
    const fetchMock = stubFetch(() => json({ availableSeats: 3 }));
    await call(['/api/availability', 3]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/availability/3');
    await call({ url: ['/api/admin/venues', 7, 'deactivate'], method: 'PUT' });
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/admin/venues/7/deactivate');
  });

  it('returns parsed JSON, and null for an empty body', async () => {
    stubFetch(() => json({ availableSeats: 12, maxSeats: 150 }));
    await expect(call(['/api/availability', 1])).resolves.toEqual({ data: { availableSeats: 12, maxSeats: 150 } });
    stubFetch(() => new Response(null, { status: 204 }));
    await expect(call({ url: '/api/admin/logout', method: 'POST' })).resolves.toEqual({ data: null });
  });

  it('fails a non-OK response with its parsed error body', async () => {
    const refusal = apiError(409, 'VENUE_FULL', 'Venue is full');
    stubFetch(() => json(refusal, { status: 409, statusText: 'Conflict' }));
    await expect(call({ url: '/api/registrations', method: 'POST', body: {} })).resolves.toEqual({
      error: { status: 409, data: refusal },
    });
  });

  it('keeps a body that is not JSON as its text, and the status text when it is empty', async () => {
    stubFetch(
      () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
    );
    await expect(call('/api/venues')).resolves.toEqual({ error: { status: 502, data: '<html>Bad gateway</html>' } });
    stubFetch(() => new Response(null, { status: 500, statusText: 'Internal Server Error' }));
    await expect(call('/api/venues')).resolves.toEqual({ error: { status: 500, data: 'Internal Server Error' } });
  });

  it('fails a 401 read by default', async () => {
    stubFetch(() => new Response('Unauthorized', { status: 401, statusText: 'Unauthorized' }));
    await expect(call('/api/auth/user')).resolves.toEqual({ error: { status: 401, data: 'Unauthorized' } });
  });

  it('yields null for a 401 read when the endpoint opts in', async () => {
    stubFetch(() => new Response('Unauthorized', { status: 401 }));
    await expect(call('/api/auth/user', { on401: 'returnNull' })).resolves.toEqual({ data: null });
  });

  it('still fails a 401 write even when null is allowed for reads', async () => {
    stubFetch(() => new Response('Invalid password', { status: 401 }));
    await expect(
      call({ url: '/api/admin/login', method: 'POST', body: { password: 'x' } }, { on401: 'returnNull' }),
    ).resolves.toEqual({ error: { status: 401, data: 'Invalid password' } });
  });

  it('reports a network failure as an error instead of throwing', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(call('/api/venues')).resolves.toEqual({
      error: { status: 'FETCH_ERROR', message: 'Failed to fetch' },
    });
  });
});

describe('buildUrl', () => {
  it('keeps a string URL unchanged', () => {
    expect(buildUrl('/api/venues?active=true')).toBe('/api/venues?active=true');
  });

  it('keeps an id with a slash or question mark inside its own segment', () => {
    expect(buildUrl(['/api/registration-details', 'RL/1?x'])).toBe('/api/registration-details/RL%2F1%3Fx');
  });
});

describe('baseQuery when the server asks for a challenge', () => {
  const SECRET = 'test-secret';

  async function challengeRefusal() {
    const { createChallenge, pbkdf2 } = await import('altcha/lib');
    const challenge = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 100,
      counter: 20,
      deriveKey: pbkdf2.deriveKey,
      hmacSignatureSecret: SECRET,
    });
    return apiError(429, CHALLENGE_REQUIRED, 'Please wait a moment while we check your browser, then try again.', {
      challenge,
    });
  }

  it('solves it invisibly and sends the same body once more with the answer', async () => {
    const refusal = await challengeRefusal();
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockImplementationOnce(async () => json(refusal, { status: 429 }))
      .mockImplementationOnce(async () => json({ registration: { bookingId: 'RL-1' } }, { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const result = await call({ url: '/api/registrations', method: 'POST', body: { parentName: 'Asha' } });
    expect(result).toEqual({ data: { registration: { bookingId: 'RL-1' } } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [, resentInit] = callArgs(fetchMock, 1);
    const resent = JSON.parse(String(resentInit?.body));
    expect(resent.parentName).toBe('Asha');
    const { verifySolution, pbkdf2 } = await import('altcha/lib');
    const answer = JSON.parse(atob(resent.altcha));
    const verified = await verifySolution({
      challenge: answer.challenge,
      solution: answer.solution,
      deriveKey: pbkdf2.deriveKey,
      hmacSignatureSecret: SECRET,
    });
    expect(verified.verified).toBe(true);
  });

  it('returns any other 429 as it is, without retrying', async () => {
    const refusal = apiError(429, CONTACT_HOLDS_REACHED, 'There are already 3 unpaid bookings');
    const fetchMock = stubFetch(() => json(refusal, { status: 429 }));
    const result = await call({ url: '/api/registrations', method: 'POST', body: {} });
    expect(result.error).toEqual({ status: 429, data: refusal });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
