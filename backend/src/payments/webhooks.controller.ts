import { createHash } from 'node:crypto';
import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import type { RawBodyRequest } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { paymentError } from './payments.errors.js';
import { PaymentSignatures } from './payment-signatures.js';
import { WebhooksService, type RazorpayWebhook } from './webhooks.service.js';

@Controller('api/webhooks')
export class WebhooksController {
  constructor(
    private readonly signatures: PaymentSignatures,
    private readonly webhooks: WebhooksService,
  ) {}

  /** Judged by its signature over the raw body (it carries no session and no Origin). */
  @Post('razorpay')
  @HttpCode(200)
  async razorpay(
    @Req() req: RawBodyRequest<FastifyRequest>,
    @Headers('x-razorpay-signature') signature: string | undefined,
    @Headers('x-razorpay-event-id') eventIdHeader: string | undefined,
  ): Promise<{ status: string }> {
    if (!this.signatures.isValidWebhook(req.rawBody, signature)) {
      throw paymentError.WEBHOOK_SIGNATURE_INVALID('Invalid webhook signature');
    }
    const body = req.body as RazorpayWebhook;
    // Razorpay always sends the event id header; a body hash keeps replays idempotent without it.
    const eventId = eventIdHeader ?? `body-${createHash('sha256').update(req.rawBody!).digest('hex')}`;
    return { status: await this.webhooks.handle(eventId, body) };
  }
}
