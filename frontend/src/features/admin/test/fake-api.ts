import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  url: string;
  /** Parsed JSON, or the raw body (e.g. an uploaded File). */
  body: unknown;
  headers: HeadersInit | undefined;
}

type Reply = Response | object | null;
export type Route = Reply | ((request: FakeRequest) => Reply | Promise<Reply>);

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** An error body the way the server sends one: `{ statusCode, message }`. */
export function jsonError(status: number, message: string): Response {
  return json({ statusCode: status, message }, status);
}

/**
 * Stubs `fetch` with routes keyed "METHOD /path" (the query string is ignored).
 * A plain value is answered as JSON; unknown routes answer 404. Every request is recorded.
 */
export function fakeApi(routes: Record<string, Route>) {
  const requests: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const url = String(input);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    const request = { method, url, body, headers: init?.headers };
    requests.push(request);
    const route = routes[`${method} ${url.split('?')[0]}`];
    if (route === undefined) return new Response('Not found', { status: 404 });
    const reply = typeof route === 'function' ? await route(request) : route;
    return reply instanceof Response ? reply : json(reply);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    /** The recorded requests for "METHOD /path". */
    to: (key: string) => requests.filter((r) => `${r.method} ${r.url.split('?')[0]}` === key),
  };
}

export const signedIn = { 'GET /api/admin/status': { authenticated: true } };
export const signedOut = { 'GET /api/admin/status': { authenticated: false } };
