import { Controller, Get, Header, Param, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { renderCheckInPage } from './check-in-page.js';
import { CheckInReads } from './check-in-reads.js';

@Controller('api')
export class CheckInController {
  constructor(private readonly reads: CheckInReads) {}

  /** The URL inside a booking's QR code, as a parent's phone opens it: a page, never a check-in. */
  @Get('check-in/:bookingId')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  async page(
    @Param('bookingId') bookingId: string,
    @Query('sig') sig: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const view = await this.reads.page(bookingId, sig);
    reply.status(view.status);
    return renderCheckInPage(view);
  }
}
