import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { DEFAULT_LANGUAGE, isLanguage, SITE_LANGUAGE_HEADER, type Language } from '@robo/domain';
import type { FastifyRequest } from 'fastify';

/** The page language a request was made from (its `x-site-language` header); English when absent or unknown. */
export function siteLanguage(request: FastifyRequest): Language {
  const sent = request.headers[SITE_LANGUAGE_HEADER];
  return isLanguage(sent) ? sent : DEFAULT_LANGUAGE;
}

/**
 * `@SiteLanguage() language: Language` in a handler that creates what a parent's messages are
 * about (a booking, an order, a waiting-list entry, a one-time code): docs/decisions.md, Languages.
 */
export const SiteLanguage = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  siteLanguage(context.switchToHttp().getRequest<FastifyRequest>()),
);
