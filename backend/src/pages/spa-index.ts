import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { pathInLanguage, splitLanguagePath, type Language } from '@robo/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { weakEtag } from '../common/prepared-response.js';
import { previewSlugFor } from '../editions/edition-preview.js';
import type { CatalogScope, Catalogs } from '../i18n/catalogs.js';
import { isStaffPath, rememberCookie, rememberedLanguage, switcherChoice } from './language-choice.js';
import { localizedTemplate } from './localized-template.js';
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
export function registerSpaIndex(
  fastify: FastifyInstance,
  distDir: string,
  catalogs: Catalogs,
  pages?: PageRenderer,
): void {
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) return;
  const template = readFileSync(indexPath, 'utf8');
  // Each language's index.html (and English with the staff's areas), made once with its ETag, so
  // @fastify/etag hashes no HTML per request.
  const indexes = new Map<string, { html: Buffer; etag: string }>();
  const indexFor = (language: Language, scope: CatalogScope) => {
    const key = `${language} ${scope}`;
    let found = indexes.get(key);
    if (!found) {
      const html = Buffer.from(localizedTemplate(template, language, catalogs.json(language, scope)));
      found = { html, etag: weakEtag(html) };
      indexes.set(key, found);
    }
    return found;
  };
  const sendIndex = (reply: FastifyReply, url: string) => {
    const { language, path } = splitLanguagePath(url.split('?', 1)[0] ?? url);
    const { html, etag } = indexFor(language, isStaffPath(path) ? 'all' : 'public');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('etag', etag).send(html);
  };
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
    const sendIndexHere = () => sendIndex(reply, request.url);
    const choice = switcherChoice(request.url);
    if (choice) {
      return reply
        .header('set-cookie', rememberCookie(choice.language))
        .header('cache-control', 'no-store')
        .redirect(choice.cleanUrl, 302);
    }
    const { language, path } = splitLanguagePath(request.url);
    const remembered = language === 'en' ? rememberedLanguage(request, path.split('?', 1)[0] ?? path) : undefined;
    if (remembered) return reply.header('cache-control', 'no-cache').redirect(pathInLanguage(remembered, path), 302);
    const key = pages && pageKey(request.url);
    if (!pages || key === undefined) return sendIndexHere();
    const acceptEncoding = request.headers['accept-encoding'];
    const previewSlug = path.split('?', 1)[0] === '/' ? previewSlugFor(request) : undefined;
    if (previewSlug !== undefined) {
      return pages.renderPreview(previewSlug, language).then((page) => {
        if (!page) return sendIndexHere();
        // A draft's page: for the signed-in staff member only, kept by no cache, indexed by no search engine.
        return sendPage(reply, page, acceptEncoding)
          .header('cache-control', 'private, no-store')
          .header('x-robots-tag', 'noindex');
      });
    }
    const hit = pages.cached(key);
    if (hit !== undefined) return hit ? sendPage(reply, hit, acceptEncoding) : sendIndexHere();
    return pages.render(key).then((page) => (page ? sendPage(reply, page, acceptEncoding) : sendIndexHere()));
  });
}
