import { reply, routeKey, stubFetch, type FakeRequest } from '../../../test/fake-fetch';

type Reply = Response | object | null;
export type Route = Reply | ((request: FakeRequest) => Reply | Promise<Reply>);

export const json = (body: unknown, status = 200): Response => reply(status, body);

/** An error body the way the server sends one: `{ statusCode, message }`. */
export function jsonError(status: number, message: string): Response {
  return json({ statusCode: status, message }, status);
}

/**
 * Stubs `fetch` with routes keyed "METHOD /path" (the query string is ignored).
 * A plain value is answered as JSON; unknown routes answer 404. Every request is recorded.
 */
export function fakeApi(routes: Record<string, Route>) {
  const { requests } = stubFetch(async (request) => {
    const route = routes[routeKey(request, { withQuery: false })];
    if (route === undefined) return new Response('Not found', { status: 404 });
    const answer = typeof route === 'function' ? await route(request) : route;
    return answer instanceof Response ? answer : json(answer);
  });
  const to = (key: string) => requests.filter((r) => routeKey(r, { withQuery: false }) === key);
  return {
    requests,
    /** The recorded requests for "METHOD /path". */
    to,
    /** The first request for "METHOD /path"; none fails the test. */
    first: (key: string) => {
      const [request] = to(key);
      if (!request) throw new Error(`No ${key} request was made`);
      return request;
    },
  };
}

export const signedIn = { 'GET /api/admin/status': { authenticated: true } };
export const signedOut = { 'GET /api/admin/status': { authenticated: false } };
