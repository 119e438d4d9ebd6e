import type { FastifyInstance } from 'fastify';
import { httpError, refuse } from './http.errors.js';

/** Largest JSON body per route family (docs/security.md); image uploads keep their own limit. */
export const PUBLIC_JSON_LIMIT = 16 * 1024;
export const ADMIN_JSON_LIMIT = 256 * 1024;
/** Deepest nesting a JSON body may have: our deepest DTO is 3 levels, so 16 leaves room. */
export const MAX_JSON_DEPTH = 16;
export const TOO_DEEP_MESSAGE = 'The request body is nested too deeply.';

/** Staff forms (product descriptions) and the gateway's signed webhooks may send more. */
function limitFor(url: string): number | undefined {
  if (url.startsWith('/api/admin/') || url.startsWith('/api/webhooks/')) return ADMIN_JSON_LIMIT;
  if (url.startsWith('/api/')) return PUBLIC_JSON_LIMIT;
  return undefined;
}

/**
 * Per-route body limits (413 beyond them) and a nesting bound checked before any validation:
 * class-transformer walks a body recursively, so a small body nested thousands of levels deep
 * would block the event loop or overflow the stack. The check walks the parsed body without
 * recursion and stops at the first path deeper than MAX_JSON_DEPTH. Register before routes.
 */
export function registerBodyLimits(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    const limit = limitFor(route.url);
    if (limit !== undefined && route.bodyLimit === undefined) route.bodyLimit = limit;
  });
  fastify.addHook('preValidation', (request, reply, done) => {
    if (typeof request.body === 'object' && request.body !== null && depthExceeds(request.body, MAX_JSON_DEPTH)) {
      refuse(reply, httpError.BODY_TOO_DEEP(TOO_DEEP_MESSAGE));
      return;
    }
    done();
  });
}

/** Whether any value inside `root` sits deeper than `max` levels of objects and arrays. */
export function depthExceeds(root: object, max: number): boolean {
  const stack: Array<{ value: unknown; depth: number }> = [{ value: root, depth: 1 }];
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!;
    if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) continue;
    if (depth > max) return true;
    for (const child of Object.values(value)) {
      if (typeof child === 'object' && child !== null) stack.push({ value: child, depth: depth + 1 });
    }
  }
  return false;
}
