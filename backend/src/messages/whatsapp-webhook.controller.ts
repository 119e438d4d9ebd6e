import { Controller, Get, Headers, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import type { RawBodyRequest } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { messagesError } from './messages.errors.js';
import { Settings } from '../config/settings.js';
import { hmacMatches } from '../payments/payment-signatures.js';
import { WhatsappReports, type WhatsappWebhookBody } from './whatsapp-reports.js';

/** The WhatsApp Cloud API's webhook: Meta's URL check (GET) and signed reports (POST). */
@Controller('api/webhooks/whatsapp')
export class WhatsappWebhookController {
  constructor(
    private readonly settings: Settings,
    private readonly reports: WhatsappReports,
  ) {}

  /** Meta checks the URL once by asking for the challenge back with our verify token. */
  @Get()
  verify(
    @Query('hub.mode') mode: unknown,
    @Query('hub.verify_token') token: unknown,
    @Query('hub.challenge') challenge: unknown,
    @Res() reply: FastifyReply,
  ): void {
    const expected = this.settings.whatsappVerifyToken;
    if (
      mode !== 'subscribe' ||
      !expected ||
      token !== expected ||
      typeof challenge !== 'string' ||
      !/^[\w-]{1,100}$/.test(challenge)
    ) {
      throw messagesError.VERIFY_TOKEN_INVALID('Invalid verify token');
    }
    void reply.type('text/plain').send(challenge);
  }

  /** Judged by X-Hub-Signature-256, an HMAC of the raw body with the app secret. */
  @Post()
  @HttpCode(200)
  async report(
    @Req() req: RawBodyRequest<FastifyRequest>,
    @Headers('x-hub-signature-256') signature: string | undefined,
  ): Promise<{ status: string }> {
    const secret = this.settings.whatsappAppSecret;
    const hex = signature?.startsWith('sha256=') ? signature.slice('sha256='.length) : undefined;
    if (!secret || !req.rawBody || !hmacMatches(secret, req.rawBody, hex))
      throw messagesError.WEBHOOK_SIGNATURE_INVALID('Invalid webhook signature');
    await this.reports.record(req.body as WhatsappWebhookBody);
    return { status: 'ok' };
  }
}
