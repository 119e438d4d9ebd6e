import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/** A GET the SPA answers: outside /api and without a file extension (a missing asset stays a 404). */
export function isSpaPath(url: string): boolean {
  const path = url.split('?')[0];
  return !path.startsWith('/api/') && path !== '/api' && extname(path) === '';
}

/**
 * Deep links get the SPA's index.html, read once and sent from memory (the landing and product
 * pages are among the most requested URLs). Other unmatched GETs go on to the not-found handler:
 * a JSON 404 for the API, a 404 for a missing file. Routes registered elsewhere take precedence.
 */
export function registerSpaIndex(fastify: FastifyInstance, distDir: string): void {
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) return;
  const html = readFileSync(indexPath);
  fastify.get('/*', (request, reply) => {
    if (!isSpaPath(request.url)) return reply.callNotFound();
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });
}
