import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../app/store';
import { api } from './api';

const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    venuesProbe: build.query<unknown, void>({ query: () => '/api/venues' }),
    userProbe: build.query<unknown, void>({ query: () => '/api/auth/user', extraOptions: { on401: 'returnNull' } }),
    detailsProbe: build.query<unknown, string>({
      query: (id) => ['/api/registration-details', id],
      extraOptions: { maxRetries: 2 },
    }),
  }),
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('api', () => {
  it('does not retry a failed read by default', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response('boom', { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
    const store = makeStore();
    const result = await store.dispatch(testApi.endpoints.venuesProbe.initiate());
    expect(result.error).toEqual({ status: 500, data: 'boom' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('lets a read opt into null for a 401', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockImplementation(async () => new Response('', { status: 401 })),
    );
    const store = makeStore();
    const result = await store.dispatch(testApi.endpoints.userProbe.initiate());
    expect(result.isSuccess).toBe(true);
    expect(result.data).toBeNull();
  });

  it('retries twice when an endpoint opts in', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn<typeof fetch>().mockImplementation(async () => new Response('Not found', { status: 404 }));
    vi.stubGlobal('fetch', fetchMock);
    const store = makeStore();
    const pending = store.dispatch(testApi.endpoints.detailsProbe.initiate('RL-1'));
    await vi.runAllTimersAsync();
    const result = await pending;
    expect(result.error).toEqual({ status: 404, data: 'Not found' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/registration-details/RL-1');
  });
});
