import { Controller, Get, Req, Res } from '@nestjs/common';
import type { LandingEditionAnswer } from '@robo/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendCachedJson } from '../common/prepared-json.js';
import { previewSlugFor } from './edition-preview.js';
import { EditionsService } from './editions.service.js';

/** The landing page's edition, for a page the client renders itself (a server-rendered one embeds it). */
@Controller('api/edition')
export class EditionsController {
  constructor(private readonly editions: EditionsService) {}

  /** `?edition={slug}` from a signed-in owner or desk: that edition, even a draft (not cached anywhere). */
  @Get()
  async landing(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LandingEditionAnswer | Buffer> {
    const slug = previewSlugFor(request);
    const preview = slug === undefined ? null : await this.editions.preview(slug);
    if (preview) {
      reply.header('cache-control', 'private, no-store');
      return { edition: preview };
    }
    const { edition } = await this.editions.forLanding.current();
    return sendCachedJson(reply, { edition });
  }
}
