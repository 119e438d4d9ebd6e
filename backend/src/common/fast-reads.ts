import { Injectable } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { matchesEtag, negotiateEncoding, type ContentEncoding, type PreparedResponse } from './prepared-response.js';

/** The answer a route has ready for `request` without waiting on anything, if it has one. */
export type PreparedLookup = (request: FastifyRequest) => PreparedResponse | undefined;

/**
 * The hot public reads answered before Nest's pipeline (docs/decisions.md, "Hot reads"): a module
 * names its GET route (the pattern as its controller declares it) and a lookup that answers the
 * route's prepared response while its cache is fresh. Anything else (a cold cache, an unknown
 * venue, a compressed copy still being made) falls through to the controller, which answers as
 * before and fills the cache.
 */
@Injectable()
export class FastReads {
  private readonly routes = new Map<string, PreparedLookup>();

  serve(route: string, lookup: PreparedLookup): void {
    this.routes.set(route, lookup);
  }

  lookup(request: FastifyRequest): PreparedResponse | undefined {
    if (request.method !== 'GET') return undefined;
    const route = request.routeOptions.url;
    return route === undefined ? undefined : this.routes.get(route)?.(request);
  }
}

/**
 * Answers a fast read from an `onRequest` hook, writing the prepared bytes straight to the socket
 * with what the full pipeline would send: the security headers (security-headers.ts), the
 * response's own, `Cache-Control: no-store` on /api/ when it names none (no-store.ts), the weak
 * ETag and a 304 for a matching `If-None-Match` (@fastify/etag), and brotli or gzip as
 * @fastify/compress would choose them. Fastify still runs `onResponse`, so the access log records
 * it like any other request. Registered before every other `onRequest` hook, so a fast read runs none of them: they parse
 * cookies, check origins of writes and set the security headers, none of which a public GET needs
 * but the headers. `backend/test/fast-reads.test.ts` checks the answers equal the controllers'.
 */
export function registerFastReads(
  fastify: FastifyInstance,
  reads: FastReads,
  securityHeaders: Readonly<Record<string, string>>,
): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    const prepared = reads.lookup(request);
    if (!prepared) return done();
    const encoding = prepared.compressible ? negotiateEncoding(request) : undefined;
    const body = encoding ? prepared.encoded(encoding) : prepared.body;
    if (!body) return done();
    send(request, reply, { ...securityHeaders, ...prepared.headers, etag: prepared.etag }, body, encoding);
  });
}

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  headers: Record<string, string | number>,
  body: Buffer,
  encoding: ContentEncoding | undefined,
): void {
  if (request.url.startsWith('/api/') && headers['cache-control'] === undefined) headers['cache-control'] = 'no-store';
  reply.hijack();
  if (matchesEtag(request, String(headers.etag))) {
    reply.raw.writeHead(304, { ...headers, 'content-length': 0 }).end();
    return;
  }
  if (encoding) {
    headers['content-encoding'] = encoding;
    if (!/accept-encoding/i.test(String(headers.vary ?? ''))) {
      headers.vary = headers.vary ? `${String(headers.vary)}, accept-encoding` : 'accept-encoding';
    }
  }
  headers['content-length'] = body.length;
  reply.raw.writeHead(200, headers).end(body);
}
