import type { FastifyInstance } from 'fastify';

/**
 * API answers that do not say how to cache themselves get `Cache-Control: no-store`: many carry
 * personal data (bookings, orders, admin lists), and a shared or browser cache must never keep
 * them. Public reads that may be cached say so themselves (e.g. /catalog.json).
 */
export function registerNoStoreDefault(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
