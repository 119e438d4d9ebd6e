import { Injectable } from '@nestjs/common';
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
 * response's own (its Cache-Control among them), the weak ETag and a 304 for a matching
 * `If-None-Match` (@fastify/etag), and brotli or gzip as @fastify/compress would choose them.
 * Fastify still runs `onResponse`, so the access log records it like any other request.
 * Registered before every other `onRequest` hook, so a fast read runs none of them: they parse
 * cookies, check origins of writes and set the security headers, none of which a public GET needs
 * but the headers. `backend/test/fast-reads.test.ts` checks the answers equal the controllers'.
 */
export function registerFastReads(
  fastify: FastifyInstance,
  reads: FastReads,
  securityHeaders: Readonly<Record<string, string>>,
): void {
  // Per response and form (an encoding, or 304), made once: a prepared response never changes.
  const headerSets = new WeakMap<PreparedResponse, Map<string, OutgoingHttpHeaders>>();
  const headersOf = (prepared: PreparedResponse, form: ContentEncoding | 'identity' | 'not-modified') => {
    let sets = headerSets.get(prepared);
    if (!sets) headerSets.set(prepared, (sets = new Map()));
    let headers = sets.get(form);
    if (!headers) {
      headers = { ...securityHeaders, ...prepared.headers, etag: prepared.etag };
      if (form === 'not-modified') headers['content-length'] = 0;
      else {
        if (form !== 'identity') {
          headers['content-encoding'] = form;
          if (!/accept-encoding/i.test(String(headers.vary ?? '')))
            headers.vary = headers.vary ? `${String(headers.vary)}, accept-encoding` : 'accept-encoding';
        }
        headers['content-length'] = (form === 'identity' ? prepared.body : prepared.encoded(form))?.length ?? 0;
      }
      sets.set(form, headers);
    }
    return headers;
  };

  fastify.addHook('onRequest', (request, reply, done) => {
    const prepared = reads.lookup(request);
    if (!prepared) return done();
    const encoding = prepared.compressible ? negotiateEncoding(request) : undefined;
    const body = encoding ? prepared.encoded(encoding) : prepared.body;
    if (!body) return done();
    reply.hijack();
    if (matchesEtag(request, prepared.etag)) reply.raw.writeHead(304, headersOf(prepared, 'not-modified')).end();
    else reply.raw.writeHead(200, headersOf(prepared, encoding ?? 'identity')).end(body);
  });
}
