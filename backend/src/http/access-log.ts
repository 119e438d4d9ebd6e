import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';

/**
 * One line per answered request: method, route pattern (never the ids in the path), status,
 * time and client address (honouring only TRUST_PROXY). Never bodies, cookies, query strings or
 * signatures.
 */
export interface AccessEntry {
  method: string;
  route: string;
  status: number;
  ms: number;
  client: string | undefined;
}

export type AccessLog = (entry: AccessEntry) => void;

/** The access log, written through the app's logger under the `http` context. */
export function accessLog(logger: Logger): AccessLog {
  const log = logger.child({ context: 'http' });
  return (entry) => log.info(entry, 'request');
}

/** Logs every request Fastify answers (the front door logs the ones it answers itself: front-door.ts). */
export function registerAccessLog(fastify: FastifyInstance, log: AccessLog): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    log({
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
      client: request.ip,
    });
    done();
  });
}
