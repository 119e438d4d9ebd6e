import { vi } from 'vitest';

/** Answers one request: a JSON body (status 200 unless given), or a Response of its own. */
export type FakeHandler = (body: unknown) => unknown;

export interface FakeCall {
  method: string;
  url: string;
  body: unknown;
}

export const reply = (status: number, json: unknown) => new Response(JSON.stringify(json), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Stubs `fetch` with handlers keyed by "METHOD /path" (query strings included). A handler
 * returning a Response is sent as is; anything else is sent as a 200 JSON body. Unknown
 * routes answer 404. Returns the calls made.
 */
export function fakeFetch(routes: Record<string, FakeHandler>) {
  const calls: FakeCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const method = init?.method ?? 'GET';
      const url = String(input);
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url, body });
      const handler = routes[`${method} ${url}`];
      if (!handler) return reply(404, { statusCode: 404, message: 'Not Found' });
      const result = await handler(body);
      return result instanceof Response ? result : reply(200, result);
    }),
  );
  return calls;
}
