import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';

/**
 * One line per answered request: method, route pattern (never the ids in the path), status,
 * time and client address (`request.ip`, which honours only TRUST_PROXY). Never bodies,
 * cookies, query strings or signatures.
 */
export function registerAccessLog(fastify: FastifyInstance, logger: Logger): void {
  const log = logger.child({ context: 'http' });
  fastify.addHook('onResponse', (request, reply, done) => {
    log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        client: request.ip,
      },
      'request',
    );
    done();
  });
}
