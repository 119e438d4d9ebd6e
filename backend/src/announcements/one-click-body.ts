import { errorCodes, type FastifyInstance } from 'fastify';

const UNSUBSCRIBE_PATH = /^\/api\/unsubscribe(\?|$)/;

/**
 * RFC 8058's one-click POST is form-encoded (`List-Unsubscribe=One-Click`). The API parses no form
 * bodies (a cross-site form's POST gets 415, docs/security.md), so this accepts one on the
 * unsubscribe route only, and ignores it: the signed query says who.
 */
export function registerOneClickUnsubscribeBody(fastify: FastifyInstance): void {
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (request, _body, done) => {
      if (UNSUBSCRIBE_PATH.test(request.url)) done(null, {});
      // What Fastify answers for a content type it has no parser for.
      else done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE('application/x-www-form-urlencoded'));
    },
  );
}
