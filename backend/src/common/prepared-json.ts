import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/**
 * A public read's answer serialised once, with its ETag, when its cache loads: the hottest reads
 * (venues, seats, pricing, live stock) are asked thousands of times a second and change at most
 * every half second, so serialising and hashing them per request was a third of their CPU
 * (docs/decisions.md, "Prepared JSON").
 */
export interface PreparedJson {
  readonly body: string;
  readonly etag: string;
}

export function prepareJson(value: unknown): PreparedJson {
  const body = JSON.stringify(value);
  return { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
}

/**
 * Sends a prepared answer from a handler that has the reply (`@Res({ passthrough: true })`).
 * With the ETag already set, @fastify/etag hashes nothing and still answers If-None-Match with 304.
 */
export function sendPrepared(reply: FastifyReply, prepared: PreparedJson): string {
  reply.header('content-type', 'application/json; charset=utf-8').header('etag', prepared.etag);
  return prepared.body;
}
