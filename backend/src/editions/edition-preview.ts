import type { FastifyRequest } from 'fastify';
import { EDITION_PREVIEW_PARAM, EDITION_PREVIEW_ROLES } from '@robo/domain';
import { sessionRole } from '../auth/roles.js';

/**
 * The slug a staff preview asks for (`?edition={slug}`), if the signed-in role may preview
 * (owner, desk); undefined otherwise: everyone else gets the normal page.
 */
export function previewSlugFor(request: FastifyRequest): string | undefined {
  const queryAt = request.url.indexOf('?');
  if (queryAt < 0) return undefined;
  const slug = new URLSearchParams(request.url.slice(queryAt + 1)).get(EDITION_PREVIEW_PARAM);
  if (!slug) return undefined;
  const role = sessionRole(request);
  return role && EDITION_PREVIEW_ROLES.includes(role) ? slug : undefined;
}
