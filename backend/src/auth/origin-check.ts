import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Settings } from '../config/settings.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const FOREIGN_ORIGIN_MESSAGE = 'Requests from other sites are not allowed';

/**
 * State-changing requests sent by a browser from another site are refused (DESIGN.md 7).
 * Requests without an Origin header (servers, such as the provider's webhooks) pass: they are
 * judged by their signature or session instead.
 */
export function registerOriginCheck(app: NestFastifyApplication, settings: Settings): void {
  let publicUrl = '';
  let ownOrigin = '';
  app.getHttpAdapter().getInstance().addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const origin = request.headers.origin;
    if (origin === undefined || SAFE_METHODS.has(request.method)) return done();
    // Read at request time: PUBLIC_URL is fixed in production, but tests learn their port late.
    if (publicUrl !== settings.publicUrl) {
      publicUrl = settings.publicUrl;
      ownOrigin = new URL(publicUrl).origin;
    }
    if (origin === ownOrigin) return done();
    // In development the site opened at 127.0.0.1 or a LAN address is its own origin too; Fastify's
    // host and protocol read X-Forwarded-* only behind TRUST_PROXY. Production trusts PUBLIC_URL alone.
    if (!settings.isProduction && origin === `${request.protocol}://${request.host}`) return done();
    reply.code(403).send({ statusCode: 403, code: 'FORBIDDEN', message: FOREIGN_ORIGIN_MESSAGE });
  });
}
