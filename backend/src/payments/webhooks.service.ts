import { paise } from '@robo/domain';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { PaymentTargets } from './payment-targets.js';
import { execute, maybeOne } from '../common/sql.js';

/** The parts of a Razorpay webhook body we read. */
export interface RazorpayWebhook {
  event: string;
  payload?: {
    payment?: { entity?: { id: string; order_id: string; amount: number; currency: string; status: string } };
    order?: { entity?: { id: string } };
  };
}

export type WebhookOutcome = 'settled' | 'mismatch' | 'duplicate' | 'ignored';

/**
 * Razorpay webhooks are at-least-once and unordered: each event id is handled once, and a
 * captured payment goes through the same idempotent confirmation as the browser callback.
 */
@Injectable()
export class WebhooksService {
  private readonly logger = new Logger('Webhooks');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly targets: PaymentTargets,
  ) {}

  async handle(eventId: string, webhook: RazorpayWebhook): Promise<WebhookOutcome> {
    const seen = await maybeOne<{ seen: number }>(this.db, 'SELECT 1 AS seen FROM webhook_events WHERE event_id = $1', [
      eventId,
    ]);
    if (seen) return 'duplicate';

    let outcome: WebhookOutcome = 'ignored';
    const payment = webhook.payload?.payment?.entity;
    // payment.failed may be followed by payment.captured for the same order: a failure changes
    // nothing here; the hold simply runs until it expires or a capture arrives.
    if ((webhook.event === 'payment.captured' || webhook.event === 'order.paid') && payment) {
      const settled = await this.targets.settle(
        {
          id: payment.id,
          orderId: payment.order_id,
          amount: paise(Number(payment.amount)),
          currency: String(payment.currency),
          status: String(payment.status),
        },
        'webhook',
      );
      if (settled === 'settled') outcome = 'settled';
      if (settled === 'mismatch') outcome = 'mismatch';
      if (settled === 'not-ours') this.logger.warn(`Webhook ${webhook.event} for unknown order ${payment.order_id}`);
    } else if (payment?.order_id) {
      // A failed attempt changes nothing, but the booking's or order's timeline shows it.
      await this.targets.recordReport(
        {
          id: payment.id,
          orderId: payment.order_id,
          amount: paise(Number(payment.amount)),
          currency: String(payment.currency),
          status: String(payment.status),
        },
        'webhook',
        'ignored',
        webhook.event,
      );
    }
    // Recorded after handling, so a delivery that failed half-way is processed again on retry.
    await execute(this.db, 'INSERT INTO webhook_events (event_id, event) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      eventId,
      webhook.event,
    ]);
    return outcome;
  }
}
