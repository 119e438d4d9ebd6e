import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { weakEtag } from '../common/prepared-response.js';
import { previewSlugFor } from '../editions/edition-preview.js';
import { pageKey, type PageRenderer, type RenderedPage } from './page-renderer.js';

/** A GET the SPA answers: outside /api and without a file extension (a missing asset stays a 404). */
export function isSpaPath(url: string): boolean {
  const [path = url] = url.split('?', 1);
  return !path.startsWith('/api/') && path !== '/api' && extname(path) === '';
}

/** The encoding to send a rendered page in: brotli or gzip when the client takes it. */
function encodingFor(acceptEncoding: string | undefined): keyof RenderedPage {
  if (!acceptEncoding) return 'identity';
  if (acceptEncoding.includes('br')) return 'br';
  return acceptEncoding.includes('gzip') ? 'gzip' : 'identity';
}

/**
 * Deep links get the SPA's index.html, read once and sent from memory (the landing and product
 * pages are among the most requested URLs). With a page renderer, `/`, `/store` and product pages
 * go out server-rendered instead, from its in-memory cache, compressed once per page (a staff
 * preview of an edition, `/?edition={slug}`, is rendered for its request only). Other
 * unmatched GETs go on to the not-found handler: a JSON 404 for the API, a 404 for a missing file.
 * Routes registered elsewhere take precedence.
 */
export function registerSpaIndex(fastify: FastifyInstance, distDir: string, pages?: PageRenderer): void {
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) return;
  const html = readFileSync(indexPath);
  // ETags made once, so @fastify/etag hashes no HTML per request.
  const htmlEtag = weakEtag(html);
  const sendIndex = (reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('etag', htmlEtag).send(html);
  const sendPage = (reply: FastifyReply, page: RenderedPage, acceptEncoding: string | undefined) => {
    const encoding = encodingFor(acceptEncoding);
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .header('etag', page.etag);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(page[encoding]);
  };

  fastify.get('/*', (request, reply) => {
    if (!isSpaPath(request.url)) return reply.callNotFound();
    const key = pages && pageKey(request.url);
    if (!pages || key === undefined) return sendIndex(reply);
    const acceptEncoding = request.headers['accept-encoding'];
    const previewSlug = key === '/' ? previewSlugFor(request) : undefined;
    if (previewSlug !== undefined) {
      return pages.renderPreview(previewSlug).then((page) => {
        if (!page) return sendIndex(reply);
        // A draft's page: for the signed-in staff member only, kept by no cache, indexed by no search engine.
        return sendPage(reply, page, acceptEncoding)
          .header('cache-control', 'private, no-store')
          .header('x-robots-tag', 'noindex');
      });
    }
    const hit = pages.cached(key);
    if (hit !== undefined) return hit ? sendPage(reply, hit, acceptEncoding) : sendIndex(reply);
    return pages.render(key).then((page) => (page ? sendPage(reply, page, acceptEncoding) : sendIndex(reply)));
  });
}
