import { applyDecorators, Controller, Get, Header, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OptOuts } from './opt-outs.js';
import { unsubscribePage } from './unsubscribe-page.js';

/** Both answers are a small page nobody should cache. */
const HtmlPage = () =>
  applyDecorators(Header('Content-Type', 'text/html; charset=utf-8'), Header('Cache-Control', 'no-store'));

/**
 * `/api/unsubscribe?address=&sig=`: the link in every announcement e-mail and its
 * `List-Unsubscribe` header. GET only asks (mail scanners follow links); POST, from the page's
 * button or the mail client's one-click (RFC 8058), records the opt-out.
 */
@Controller('api/unsubscribe')
export class UnsubscribeController {
  constructor(private readonly optOuts: OptOuts) {}

  @Get()
  @HtmlPage()
  ask(
    @Query('address') address: unknown,
    @Query('sig') sig: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): string {
    if (!this.optOuts.validLink(address, sig)) {
      reply.status(403);
      return unsubscribePage('invalid', '', '');
    }
    return unsubscribePage('ask', address, request.url);
  }

  @Post()
  @HttpCode(200)
  @HtmlPage()
  async unsubscribe(
    @Query('address') address: unknown,
    @Query('sig') sig: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    if (!this.optOuts.validLink(address, sig)) {
      reply.status(403);
      return unsubscribePage('invalid', '', '');
    }
    await this.optOuts.record(address, 'email_link');
    return unsubscribePage('done', address, '');
  }
}
