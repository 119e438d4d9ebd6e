import type { SignedInStaff } from '@robo/domain';
import { reply, routeKey, stubFetch, type FakeRequest } from '../fake-fetch';

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

/** The owner, as the server's status names a signed-in person. */
export const owner: SignedInStaff = { id: 1, name: 'Asha Owner', email: 'owner@roboleague.in', role: 'owner' };
export const signedIn = { 'GET /api/admin/status': { authenticated: true, staff: owner } };
export const signedOut = { 'GET /api/admin/status': { authenticated: false } };

/** Signed out until the login route answers, then signed in as `staff`, as the server's status is. */
export function signingIn(
  login: 'POST /api/admin/login' | 'POST /api/login',
  answer: Route,
  staff: SignedInStaff = owner,
): Record<string, Route> {
  let done = false;
  return {
    [login]: (request: FakeRequest) => {
      done = true;
      return typeof answer === 'function' ? answer(request) : answer;
    },
    'GET /api/admin/status': () => (done ? { authenticated: true, staff } : { authenticated: false }),
  };
}
