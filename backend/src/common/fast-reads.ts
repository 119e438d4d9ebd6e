import { Injectable } from '@nestjs/common';
import type { PreparedResponse } from './prepared-response.js';

/** The answer a route has ready for the path parameters of a request, without waiting on anything, if it has one. */
export type PreparedLookup = (params: Readonly<Record<string, string>>) => PreparedResponse | undefined;

/** A fast read found for a path: the route pattern it matched (for the access log) and its prepared answer. */
export interface FastAnswer {
  route: string;
  prepared: PreparedResponse;
}

interface PatternRoute {
  route: string;
  segments: string[];
  lookup: PreparedLookup;
}

/**
 * The hot public reads answered before Fastify and Nest (docs/decisions.md, "Hot reads"): a module
 * names its GET route (the pattern as its controller declares it, `:name` for a parameter) and a
 * lookup that answers the route's prepared response while its cache is fresh. Anything else (a
 * cold cache, an unknown venue, a compressed copy still being made, a path spelt another way)
 * goes on to the controller, which answers as before and fills the cache. `http/front-door.ts`
 * sends the answers.
 */
@Injectable()
export class FastReads {
  private readonly exact = new Map<string, PreparedLookup>();
  private readonly patterns: PatternRoute[] = [];

  serve(route: string, lookup: PreparedLookup): void {
    if (route.includes('/:')) this.patterns.push({ route, segments: route.split('/'), lookup });
    else this.exact.set(route, lookup);
  }

  /** The fast answer for a GET of `path` (no query string), if a route has one ready. */
  lookup(path: string): FastAnswer | undefined {
    const exact = this.exact.get(path);
    if (exact) return answer(path, exact({}));
    const segments = path.split('/');
    for (const { route, segments: pattern, lookup } of this.patterns) {
      const params = matchSegments(pattern, segments);
      if (params) return answer(route, lookup(params));
    }
    return undefined;
  }
}

const answer = (route: string, prepared: PreparedResponse | undefined) => (prepared ? { route, prepared } : undefined);

/** The parameters of `path` under `pattern` (both split at `/`), if it matches; a parameter is never empty. */
function matchSegments(pattern: string[], path: string[]): Record<string, string> | undefined {
  if (pattern.length !== path.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, part] of pattern.entries()) {
    const given = path[i] ?? '';
    if (part.startsWith(':')) {
      if (given === '') return undefined;
      params[part.slice(1)] = given;
    } else if (part !== given) return undefined;
  }
  return params;
}
