import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import {
  ALTCHA_FIELD,
  CHALLENGE_REQUIRED,
  SITE_LANGUAGE_HEADER,
  splitLanguagePath,
  type ErrorBody,
} from '@robo/domain';
import type { Challenge } from 'altcha/lib';

/** A URL, or path segments joined with '/' (`['/api/availability', 3]` → `/api/availability/3`). */
export type RequestUrl = string | ReadonlyArray<string | number>;

export interface RequestArgs {
  url: RequestUrl;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a Blob (file upload) is sent as-is with its own content type. */
  body?: unknown;
  /** Extra request headers (e.g. an Idempotency-Key). */
  headers?: Record<string, string>;
}

export type BaseQueryArgs = RequestUrl | RequestArgs;

/** A failed call the server answered: its JSON error body, or its text when that was not JSON. */
export interface HttpError {
  status: number;
  data: ErrorBody | string;
}

/** A call that got no answer (`FETCH_ERROR`), or an answer that was not the JSON it claimed. */
export interface TransportError {
  status: 'FETCH_ERROR' | 'PARSE_ERROR';
  message: string;
}

export type ApiError = HttpError | TransportError;

export interface BaseQueryExtraOptions {
  /** A read answered 401 yields `null` instead of failing (e.g. "who is signed in?"). */
  on401?: 'fail' | 'returnNull';
}

export function buildUrl(url: RequestUrl): string {
  if (typeof url === 'string') return url;
  const [first = '', ...rest] = url;
  // Ids come from the address bar: encode them so they stay one path segment.
  return [String(first), ...rest.map((segment) => encodeURIComponent(String(segment)))].join('/');
}

function normalizeArgs(args: BaseQueryArgs): RequestArgs {
  return typeof args === 'string' || Array.isArray(args) ? { url: args as RequestUrl } : (args as RequestArgs);
}

/** The path a call goes to, e.g. `/api/admin/venues`. */
export function requestPath(args: BaseQueryArgs): string {
  return buildUrl(normalizeArgs(args).url);
}

/**
 * Every call says the page's language (`/hi/...` → hi): the server writes the messages of what it
 * creates (a booking, an order, a waiting-list entry, a one-time code) in it (docs/decisions.md, Languages).
 */
function buildInit({ method = 'GET', body, headers: own = {} }: RequestArgs, signal: AbortSignal): RequestInit {
  const headers = { [SITE_LANGUAGE_HEADER]: splitLanguagePath(window.location.pathname).language, ...own };
  const init: RequestInit = { method, credentials: 'include', signal, headers };
  if (body === undefined) return init;
  if (body instanceof Blob) {
    init.body = body;
    if (body.type) init.headers = { ...headers, 'Content-Type': body.type };
  } else {
    init.body = JSON.stringify(body);
    init.headers = { ...headers, 'Content-Type': 'application/json' };
  }
  return init;
}

/** `path?a=1&b=2` with the parameters that have a value (empty strings and undefined left out). */
export function withQuery(path: string, params: Record<string, string | number | boolean | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

function parseBody(text: string, contentType: string | null): unknown {
  if (text === '') return null;
  return contentType?.includes('json') ? JSON.parse(text) : text;
}

function isJsonObject(body: unknown): body is Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && !(body instanceof Blob);
}

/** An error answer's body: the API's JSON error object, or the text of anything else (a proxy's page). */
function errorData(text: string, statusText: string): ErrorBody | string {
  try {
    const body: unknown = JSON.parse(text);
    if (isJsonObject(body)) return body as ErrorBody;
  } catch {
    // Not JSON: the text is the message.
  }
  return text || statusText;
}

/**
 * When the server asks for proof of a person's browser (429 `challenge_required`, e.g. many
 * bookings from one shared mobile address), solves its challenge invisibly and sends the request
 * once more with the answer. Any other answer is returned as it is.
 */
async function answerChallenge(response: Response, args: RequestArgs, signal: AbortSignal): Promise<Response> {
  if (response.status !== 429 || !isJsonObject(args.body)) return response;
  const refusal = (await response
    .clone()
    .json()
    .catch(() => null)) as (Partial<ErrorBody> & { challenge?: Challenge }) | null;
  if (refusal?.code !== CHALLENGE_REQUIRED || !refusal.challenge) return response;
  const { solveAltcha } = await import('./solve-challenge');
  const answer = await solveAltcha(refusal.challenge);
  if (!answer) return response;
  return fetch(buildUrl(args.url), buildInit({ ...args, body: { ...args.body, [ALTCHA_FIELD]: answer } }, signal));
}

export const baseQuery: BaseQueryFn<BaseQueryArgs, unknown, ApiError, BaseQueryExtraOptions> = async (
  rawArgs,
  { signal },
  extraOptions,
) => {
  const args = normalizeArgs(rawArgs);
  const method = args.method ?? 'GET';
  let response: Response;
  try {
    response = await answerChallenge(await fetch(buildUrl(args.url), buildInit(args, signal)), args, signal);
  } catch (err) {
    return { error: { status: 'FETCH_ERROR', message: err instanceof Error ? err.message : String(err) } };
  }

  if (response.status === 401 && method === 'GET' && extraOptions?.on401 === 'returnNull') {
    return { data: null };
  }

  const text = await response.text();
  if (!response.ok) {
    return { error: { status: response.status, data: errorData(text, response.statusText) } };
  }
  try {
    return { data: parseBody(text, response.headers.get('content-type')) };
  } catch {
    return { error: { status: 'PARSE_ERROR', message: `Invalid JSON from ${buildUrl(args.url)}` } };
  }
};
