import type { FastifyServerOptions } from 'fastify';
import type { Settings } from '../config/settings.js';

/** Idle sockets (no bytes either way) are closed after this long. */
const CONNECTION_TIMEOUT_MS = 30_000;
/** A whole request, body included (a 5 MB image on a slow phone), must arrive within this. */
const REQUEST_TIMEOUT_MS = 60_000;
/** A kept-alive socket waits this long for its next request (the proxy in front keeps its own pool shorter). */
const KEEP_ALIVE_TIMEOUT_MS = 10_000;

/**
 * The HTTP server's limits on slow or idle clients (docs/security.md, Slow clients) and which
 * peers may set forwarding headers. Node checks the header and request deadlines every
 * `connectionsCheckingInterval`, so that interval is short enough to close a half-sent request
 * within a second of its deadline.
 */
export function httpServerOptions(settings: Settings): FastifyServerOptions {
  const headersTimeout = settings.httpHeadersTimeoutSeconds * 1000;
  return {
    trustProxy: settings.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    requestTimeout: Math.max(REQUEST_TIMEOUT_MS, headersTimeout),
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    http: { headersTimeout, connectionsCheckingInterval: Math.min(1000, headersTimeout) },
  } as FastifyServerOptions;
}
