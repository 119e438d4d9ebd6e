import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import {
  DEFAULT_LANGUAGE,
  EDITION_LANGUAGE_PARAM,
  EDITION_MESSAGES,
  isLanguage,
  type Language,
  type LandingEditionAnswer,
} from '@robo/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { httpError } from '../common/http.errors.js';
import { sendCachedJson } from '../common/prepared-json.js';
import { previewSlugFor } from './edition-preview.js';
import { EditionsService } from './editions.service.js';

/** `?language=` as asked: absent is English, an unknown one is refused (400). */
function languageOf(value: unknown): Language {
  if (value === undefined) return DEFAULT_LANGUAGE;
  if (!isLanguage(value)) throw httpError.VALIDATION(EDITION_MESSAGES.language);
  return value;
}

/** The landing page's edition, for a page the client renders itself (a server-rendered one embeds it). */
@Controller('api/edition')
export class EditionsController {
  constructor(private readonly editions: EditionsService) {}

  /**
   * Its content in the page's language (`?language=hi`; English where untranslated). `?edition={slug}`
   * from a signed-in owner or desk: that edition, even a draft (not cached anywhere).
   */
  @Get()
  async landing(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Query(EDITION_LANGUAGE_PARAM) asked: unknown,
  ): Promise<LandingEditionAnswer | Buffer> {
    const language = languageOf(asked);
    const slug = previewSlugFor(request);
    const preview = slug === undefined ? null : await this.editions.preview(slug, language);
    if (preview) {
      reply.header('cache-control', 'private, no-store');
      return { edition: preview };
    }
    const { edition } = await this.editions.forLanding.current(language);
    return sendCachedJson(reply, { edition });
  }
}
