import type { ErrorBody, ErrorCode } from '@robo/domain';
import { vi } from 'vitest';

/** One request the stubbed `fetch` received. */
export interface FakeRequest {
  method: string;
  url: string;
  /** Parsed JSON, or the raw body (e.g. an uploaded File). */
  body: unknown;
  headers: HeadersInit | undefined;
}

/** Answers one request: a JSON body (status 200 unless given), or a Response of its own. */
export type FakeHandler = (body: unknown) => unknown;

export const reply = (status: number, json: unknown) =>
  new Response(JSON.stringify(json), { status, headers: { 'Content-Type': 'application/json' } });

/** An error body as the API sends it, with a reason code of the shared list (a misspelt one fails typecheck). */
export const apiError = (
  status: number,
  code: ErrorCode,
  message: string,
  extra: Record<string, unknown> = {},
): ErrorBody => ({ statusCode: status, code, message, ...extra });

/** An error answer: `reply` with an `apiError` body. */
export const refusal = (status: number, code: ErrorCode, message: string, extra?: Record<string, unknown>) =>
  reply(status, apiError(status, code, message, extra));

/** "METHOD /path" of a request, with or without its query string. */
export function routeKey({ method, url }: FakeRequest, { withQuery = true } = {}): string {
  return `${method} ${withQuery ? url : url.split('?')[0]}`;
}

/**
 * Replaces `fetch` with `answer`, recording every request. The shared base of the route
 * tables below and in the features' test helpers.
 */
export function stubFetch(answer: (request: FakeRequest) => Response | Promise<Response>) {
  const requests: FakeRequest[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    const request: FakeRequest = { method: init?.method ?? 'GET', url: String(input), body, headers: init?.headers };
    requests.push(request);
    return answer(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}

/**
 * Stubs `fetch` with handlers keyed by "METHOD /path" (query strings included). A handler
 * returning a Response is sent as is; anything else is sent as a 200 JSON body. Unknown
 * routes answer 404. Returns the calls made.
 */
export function fakeFetch(routes: Record<string, FakeHandler>) {
  return stubFetch(async (request) => {
    const handler = routes[routeKey(request)];
    if (!handler) return refusal(404, 'NOT_FOUND', 'Not Found');
    const result = await handler(request.body);
    return result instanceof Response ? result : reply(200, result);
  }).requests;
}
