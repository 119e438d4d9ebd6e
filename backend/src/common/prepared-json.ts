import type { FastifyReply } from 'fastify';
import { compressLikeApi, PreparedResponse, weakEtag } from './prepared-response.js';

/** The prepared answer per cached value, made on its first send. */
const prepared = new WeakMap<object, PreparedResponse>();

/**
 * A value that a short-lived cache holds (venues, seats, pricing, live stock) as a prepared JSON
 * answer: asked thousands of times a second and changed at most every half second, it is
 * serialised, hashed and compressed once, not per request (docs/decisions.md, "Prepared JSON").
 * `value` must never change after it is first prepared.
 */
export function preparedJson(value: object): PreparedResponse {
  let json = prepared.get(value);
  if (!json) {
    const body = JSON.stringify(value);
    json = new PreparedResponse(
      body,
      weakEtag(body),
      { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
      compressLikeApi,
    );
    prepared.set(value, json);
  }
  return json;
}

/** As preparedJson, for a value a cache may not hold right now (a fast read's lookup, fast-reads.ts). */
export function preparedJsonIfAny(value: object | undefined): PreparedResponse | undefined {
  return value && preparedJson(value);
}

/**
 * Sends a cached value through Nest (when the fast path had nothing fresh: fast-reads.ts). With
 * the ETag set, @fastify/etag hashes nothing and still answers If-None-Match with 304.
 */
export function sendCachedJson(reply: FastifyReply, value: object): Buffer {
  const json = preparedJson(value);
  reply.headers(json.headers).header('etag', json.etag);
  return json.body;
}
