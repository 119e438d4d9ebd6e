import { performance } from 'node:perf_hooks';
import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyServerFactory } from 'fastify';
import type { FastReads } from '../common/fast-reads.js';
import {
  matchesEtag,
  negotiateEncoding,
  type ContentEncoding,
  type PreparedResponse,
} from '../common/prepared-response.js';
import type { AccessLog } from './access-log.js';

type Form = ContentEncoding | 'identity' | 'not-modified';

/** The options Fastify hands its server factory, defaults applied. */
interface ServerFactoryOptions {
  http?: ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket: number;
}

/**
 * The app's HTTP server, which answers the hot public reads itself before Fastify builds a request
 * for them (docs/decisions.md, "Hot reads"): with a fresh prepared answer (common/fast-reads.ts)
 * it writes the bytes straight to the socket with what the full pipeline would send: the security
 * headers (security-headers.ts), the response's own (its Cache-Control among them), the weak ETag
 * and a 304 for a matching `If-None-Match` (as @fastify/etag), brotli or gzip as @fastify/compress
 * chooses them; and it logs the request like the access log logs any other. Every other request,
 * and these ones whenever nothing fresh is ready, goes to Fastify. Until `open` is called (the app
 * is still starting) everything goes to Fastify. `backend/test/fast-reads.test.ts` checks the
 * answers equal the controllers'.
 */
export class FrontDoor {
  private answer: ((request: IncomingMessage, response: ServerResponse) => boolean) | undefined;
  private readonly clientOf: (request: IncomingMessage) => string | undefined;

  constructor(
    private readonly log: AccessLog,
    trustProxy: string | undefined,
  ) {
    // As Fastify's `request.ip` for the same TRUST_PROXY (a comma-separated list).
    const trusted =
      trustProxy === undefined ? undefined : proxyAddr.compile(trustProxy.split(',').map((s) => s.trim()));
    this.clientOf = trusted ? (request) => proxyAddr(request, trusted) : (request) => request.socket.remoteAddress;
  }

  /**
   * Fastify's `serverFactory`: the HTTP/1 server Fastify would make from its options (the limits in
   * server-options.ts, with Fastify's defaults filled in), with the front door before Fastify.
   */
  readonly serverFactory: FastifyServerFactory = (handler, fastifyOptions) => {
    // Fastify types them as a plain record; they are its own options with its defaults filled in.
    const options = fastifyOptions as unknown as ServerFactoryOptions;
    const server: Server = createServer(options.http ?? {}, (request, response) => {
      if (!this.answer?.(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = options.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };

  /** Starts answering the reads in `reads` with `securityHeaders` on every answer. */
  open(reads: FastReads, securityHeaders: Readonly<Record<string, string>>): void {
    // Per response and form (an encoding, or 304), made once: a prepared response never changes.
    const headerSets = new WeakMap<PreparedResponse, Map<Form, OutgoingHttpHeaders>>();
    const headersOf = (prepared: PreparedResponse, form: Form) => {
      let sets = headerSets.get(prepared);
      if (!sets) headerSets.set(prepared, (sets = new Map()));
      let headers = sets.get(form);
      if (!headers) sets.set(form, (headers = answerHeaders(prepared, form, securityHeaders)));
      return headers;
    };

    this.answer = (request, response) => {
      if (request.method !== 'GET' || request.url === undefined) return false;
      const started = performance.now();
      const query = request.url.indexOf('?');
      const found = reads.lookup(query === -1 ? request.url : request.url.slice(0, query));
      if (!found) return false;
      const { prepared } = found;
      const encoding = prepared.compressible ? negotiateEncoding(request.headers) : undefined;
      const body = encoding ? prepared.encoded(encoding) : prepared.body;
      if (!body) return false;
      let status = 200;
      if (matchesEtag(request.headers, prepared.etag)) {
        status = 304;
        response.writeHead(status, headersOf(prepared, 'not-modified')).end();
      } else response.writeHead(status, headersOf(prepared, encoding ?? 'identity')).end(body);
      this.log({
        method: 'GET',
        route: found.route,
        status,
        ms: Math.round(performance.now() - started),
        client: this.clientOf(request),
      });
      return true;
    };
  }
}

function answerHeaders(
  prepared: PreparedResponse,
  form: Form,
  securityHeaders: Readonly<Record<string, string>>,
): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = { ...securityHeaders, ...prepared.headers, etag: prepared.etag };
  if (form === 'not-modified') {
    headers['content-length'] = 0;
    return headers;
  }
  if (form !== 'identity') {
    headers['content-encoding'] = form;
    if (!/accept-encoding/i.test(String(headers.vary ?? '')))
      headers.vary = headers.vary ? `${String(headers.vary)}, accept-encoding` : 'accept-encoding';
  }
  headers['content-length'] = (form === 'identity' ? prepared.body : prepared.encoded(form))?.length ?? 0;
  return headers;
}
