import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Settings } from '../../config/settings.js';

export type NotificationSentListener = (dedupeKey: string) => Promise<void> | void;

export interface SendWhatsappPayload {
  /** One message per key, however often it is sent (e.g. 'booking-RL-ABCD2345'). */
  dedupeKey: string;
  /** Digits with country code, no '+' (e.g. '919876543210'). */
  to: string;
  body: string;
}

/** A provider answer that retrying will not fix (bad number, bad token...). */
class PermanentSendError extends Error {}

/**
 * Delivers one text message through the WhatsApp Cloud API, or writes it to the outbox when no
 * provider is configured. Idempotent: a message already sent under its key is not sent again.
 */
@Injectable()
export class SendWhatsappJob {
  private readonly logger = new Logger('WhatsApp');
  readonly listeners: NotificationSentListener[] = [];

  constructor(
    private readonly settings: Settings,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async run({ dedupeKey, to, body }: SendWhatsappPayload): Promise<void> {
    // The no-op update makes RETURNING answer an existing row's status too.
    const [row] = await this.db.query(
      `INSERT INTO notification_outbox (dedupe_key, recipient, body, status) VALUES ($1, $2, $3, 'outbox')
       ON CONFLICT (dedupe_key) DO UPDATE SET dedupe_key = EXCLUDED.dedupe_key
       RETURNING status`,
      [dedupeKey, to, body],
    );
    const { whatsappToken: token, whatsappPhoneNumberId: phoneNumberId } = this.settings;
    if (row.status !== 'outbox' || !token || !phoneNumberId) return;

    try {
      const messageId = await this.post(token, phoneNumberId, to, body);
      await this.db.query(
        `UPDATE notification_outbox SET status = 'sent', provider_message_id = $2, error = NULL, sent_at = now() WHERE dedupe_key = $1`,
        [dedupeKey, messageId],
      );
    } catch (err) {
      if (!(err instanceof PermanentSendError)) throw err; // the queue retries with backoff
      this.logger.warn(`Message ${dedupeKey} refused: ${err.message}`);
      await this.db.query(`UPDATE notification_outbox SET status = 'failed', error = $2 WHERE dedupe_key = $1`, [dedupeKey, err.message]);
      return;
    }
    for (const listener of this.listeners) await listener(dedupeKey);
  }

  private async post(token: string, phoneNumberId: string, to: string, body: string): Promise<string | null> {
    const response = await fetch(`${this.settings.whatsappApiUrl}/${phoneNumberId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ messaging_product: 'whatsapp', to, type: 'text', text: { body } }),
      signal: AbortSignal.timeout(10_000),
    });
    const answer = (await response.json().catch(() => ({}))) as {
      messages?: Array<{ id?: string }>;
      error?: { message?: string };
    };
    if (response.ok) return answer.messages?.[0]?.id ?? null;
    const reason = `${response.status}: ${answer.error?.message ?? response.statusText}`;
    // Rate limits and provider outages are worth retrying; other 4xx are not.
    if (response.status >= 500 || response.status === 429) throw new Error(reason);
    throw new PermanentSendError(reason);
  }
}
