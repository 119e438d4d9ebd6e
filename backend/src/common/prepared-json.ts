import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/** JSON text and weak ETag per cached value, made on its first send. */
const prepared = new WeakMap<object, { body: string; etag: string }>();

/**
 * Sends a value that a short-lived cache holds (venues, seats, pricing, live stock): asked
 * thousands of times a second and changed at most every half second, it is serialised and hashed
 * once, not per request (docs/decisions.md, "Prepared JSON"). `value` must never change after it is
 * first sent. With the ETag set, @fastify/etag hashes nothing and still answers If-None-Match with 304.
 */
export function sendCachedJson(reply: FastifyReply, value: object): string {
  let json = prepared.get(value);
  if (!json) {
    const body = JSON.stringify(value);
    json = { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
    prepared.set(value, json);
  }
  reply.header('content-type', 'application/json; charset=utf-8').header('etag', json.etag);
  return json.body;
}
