import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers on every response. They depend only on the options (no nonces), so
 * helmet runs once, here, and each request gets the result as Fastify reply headers. Helmet's own
 * middleware per request set them on the raw response, which sends Node down its slower path
 * for every header of the answer (docs/decisions.md, "Security headers").
 */
export function registerSecurityHeaders(fastify: FastifyInstance, options: HelmetOptions): void {
  const headers = helmetHeaders(options);
  fastify.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** The headers helmet's middleware sets for `options`, recorded from one run against a stand-in response. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}
