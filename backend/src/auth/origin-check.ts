import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { httpError, refuse } from '../common/http.errors.js';
import type { Settings } from '../config/settings.js';
import { usesSession } from './session-paths.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const FOREIGN_ORIGIN_MESSAGE = 'Requests from other sites are not allowed';
export const JSON_ONLY_MESSAGE = 'Send the request as JSON (Content-Type: application/json).';

function originOf(url: string | undefined): string | undefined {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * State-changing requests sent by a browser from another site are refused (design §7).
 * Elsewhere a request without an Origin header (servers, such as the provider's webhooks) passes,
 * judged by its signature instead; but on the session routes (login, logout, admin), where the
 * cookie is the credential, it needs an Origin or a same-origin Referer, and a JSON body: a
 * cross-site HTML form can send neither (docs/security.md, Production settings).
 */
export function registerOriginCheck(app: NestFastifyApplication, settings: Settings): void {
  let publicUrl = '';
  let ownOrigin = '';
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
      if (SAFE_METHODS.has(request.method)) return done();
      const sessionRoute = usesSession(request.url);
      const origin = request.headers.origin ?? (sessionRoute ? originOf(request.headers.referer) : undefined);
      if (origin === undefined && !sessionRoute) return done();
      // Read at request time: PUBLIC_URL is fixed in production, but tests learn their port late.
      if (publicUrl !== settings.publicUrl) {
        publicUrl = settings.publicUrl;
        ownOrigin = new URL(publicUrl).origin;
      }
      // In development the site opened at 127.0.0.1 or a LAN address is its own origin too; Fastify's
      // host and protocol read X-Forwarded-* only behind TRUST_PROXY. Production trusts PUBLIC_URL alone.
      const ownSite =
        origin === ownOrigin || (!settings.isProduction && origin === `${request.protocol}://${request.host}`);
      if (!ownSite) {
        refuse(reply, httpError.FOREIGN_ORIGIN(FOREIGN_ORIGIN_MESSAGE));
        return;
      }
      const type = request.headers['content-type'];
      const hasBody = request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0';
      if (
        sessionRoute &&
        (hasBody || request.headers['transfer-encoding']) &&
        !/^application\/json\b/i.test(type ?? '')
      ) {
        refuse(reply, httpError.UNSUPPORTED_MEDIA_TYPE(JSON_ONLY_MESSAGE));
        return;
      }
      done();
    });
}
