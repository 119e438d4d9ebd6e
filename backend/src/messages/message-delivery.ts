import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { writeThroughOutage } from '../common/database-outage.js';
import { execute, maybeOne } from '../common/sql.js';
import { Settings } from '../config/settings.js';
import { ChannelNotConfigured, PermanentSendError } from './channels/send-errors.js';
import { SmtpMail } from './channels/smtp-mail.js';
import { WhatsappCloud, type WhatsappRequest } from './channels/whatsapp-cloud.js';
import type { MessageChannel, MessageState } from './message.entity.js';
import { MessageSecrets } from './message-secrets.js';
import { MessageRenderer, type AttachmentSpec, type MessageToRender, type Rendering } from './message-renderer.js';
import type { TemplateName } from './templates/catalogue.js';

/** What a sent-listener is told. */
export interface SentMessage {
  id: string;
  channel: MessageChannel;
  template: TemplateName;
  eventKey: string;
  bookingId: string | null;
  orderId: string | null;
}

interface MessageRow extends MessageToRender {
  eventKey: string;
  state: MessageState;
  subject: string | null;
  bodyText: string | null;
  bodyHtml: string | null;
  payload: unknown;
}

const MESSAGE_COLUMNS = `id::text AS id, channel, template, recipient, booking_id AS "bookingId", order_id AS "orderId", params, language,
  event_key AS "eventKey", state, subject, body_text AS "bodyText", body_html AS "bodyHtml", payload`;

/** Why a WhatsApp free-text message was not sent (the Cloud API would refuse it). */
const NO_WINDOW =
  'No approved WhatsApp template for this message and no open 24-hour window (the recipient has not written to us in the last 24 hours)';

/** A held message: not sent on purpose; the admin shows why, and staff may retry it. */
class Held extends Error {}

/**
 * Delivers one message (the outbox handler of `message.send`): renders it once, stores what is
 * sent, and hands it to its channel. Throwing leaves the outbox to retry with backoff; a refusal
 * marks it failed; a missing provider or a closed WhatsApp window holds it.
 */
@Injectable()
export class MessageDelivery {
  private readonly logger = new Logger('Messages');
  readonly listeners: Array<(message: SentMessage) => Promise<void> | void> = [];

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly settings: Settings,
    private readonly renderer: MessageRenderer,
    private readonly mail: SmtpMail,
    private readonly whatsapp: WhatsappCloud,
    private readonly secrets: MessageSecrets,
  ) {}

  get whatsappConfigured(): boolean {
    return this.whatsapp.configured;
  }

  async deliver(id: string): Promise<void> {
    const message = await maybeOne<MessageRow>(this.db, `SELECT ${MESSAGE_COLUMNS} FROM messages WHERE id = $1`, [id]);
    if (!message || message.state !== 'queued') return; // sent, failed or held before: never twice
    await execute(this.db, `UPDATE messages SET attempts = attempts + 1 WHERE id = $1`, [id]);
    let providerId: string | null;
    try {
      providerId = await this.send(message, this.secrets.reveal(await this.rendering(message), message.params));
    } catch (err) {
      const reason = (err as Error).message.slice(0, 1000);
      if (err instanceof PermanentSendError || err instanceof ChannelNotConfigured || err instanceof Held) {
        const state: MessageState = err instanceof PermanentSendError ? 'failed' : 'held';
        if (state === 'failed')
          this.logger.warn(`Message ${id} (${message.template} ${message.channel}) refused: ${reason}`);
        await execute(this.db, `UPDATE messages SET state = $2, last_error = $3 WHERE id = $1 AND state = 'queued'`, [
          id,
          state,
          reason,
        ]);
        return;
      }
      await execute(this.db, `UPDATE messages SET last_error = $2 WHERE id = $1`, [id, reason]);
      throw err;
    }
    // Handed over: recorded through a database outage too, or the outbox would send it a second time.
    await writeThroughOutage(() =>
      execute(
        this.db,
        `UPDATE messages SET state = 'sent', provider_id = $2, sent_at = now(), last_error = NULL,
           delivery_status = COALESCE(delivery_status, 'sent'), delivery_status_at = COALESCE(delivery_status_at, now())
         WHERE id = $1 AND state = 'queued'`,
        [id, providerId],
      ),
    );
    const sent: SentMessage = {
      id,
      channel: message.channel,
      template: message.template,
      eventKey: message.eventKey,
      bookingId: message.bookingId,
      orderId: message.orderId,
    };
    for (const listener of this.listeners) await listener(sent);
  }

  /** The stored rendering, or a new one stored now: every attempt sends the same words. */
  private async rendering(message: MessageRow): Promise<Rendering> {
    if (message.bodyText !== null) {
      return message.channel === 'email'
        ? {
            channel: 'email',
            subject: message.subject ?? '',
            html: message.bodyHtml ?? '',
            text: message.bodyText,
            attachments: (message.payload as { attachments: AttachmentSpec[] }).attachments,
          }
        : { channel: 'whatsapp', text: message.bodyText, request: message.payload as WhatsappRequest };
    }
    const rendering = await this.renderer.render(message);
    const stored =
      rendering.channel === 'email'
        ? [rendering.subject, rendering.text, rendering.html, { attachments: rendering.attachments }]
        : [null, rendering.text, null, rendering.request];
    await execute(
      this.db,
      `UPDATE messages SET subject = $2, body_text = $3, body_html = $4, payload = $5 WHERE id = $1 AND body_text IS NULL`,
      [message.id, stored[0], stored[1], stored[2], JSON.stringify(stored[3])],
    );
    return rendering;
  }

  private async send(message: MessageRow, rendering: Rendering): Promise<string | null> {
    if (rendering.channel === 'email') {
      if (!this.mail.configured) throw new ChannelNotConfigured('No SMTP server configured (SMTP_URL)');
      const domain = new URL(this.settings.publicUrl).hostname;
      return this.mail.send({
        messageId: `<message-${message.id}@${domain}>`,
        to: message.recipient,
        subject: rendering.subject,
        html: rendering.html,
        text: rendering.text,
        attachments: await this.renderer.attachments(message, rendering.attachments),
        headers: unsubscribeHeaders(message.params),
      });
    }
    if (!this.whatsapp.configured)
      throw new ChannelNotConfigured('No WhatsApp Cloud API configured (WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID)');
    if (rendering.request.type === 'text' && !(await this.windowOpen(message.recipient))) throw new Held(NO_WINDOW);
    return this.whatsapp.send(rendering.request);
  }

  /** Free text reaches a WhatsApp number only within 24 hours of its last message to us. */
  private async windowOpen(waId: string): Promise<boolean> {
    const row = await maybeOne(
      this.db,
      `SELECT 1 FROM whatsapp_windows WHERE wa_id = $1 AND last_inbound_at > now() - interval '24 hours'`,
      [waId],
    );
    return row !== undefined;
  }
}

/** RFC 8058 one-click unsubscribe, for a message that carries its link (announcements). */
function unsubscribeHeaders(params: Record<string, unknown>): Record<string, string> | undefined {
  const url = params.unsubscribeUrl;
  if (typeof url !== 'string') return undefined;
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
