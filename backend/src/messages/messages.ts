import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { DEFAULT_LANGUAGE, whatsappRecipient, type Language } from '@robo/domain';
import type { Actor } from '../audit/actor.js';
import { AuditLog } from '../audit/audit-log.js';
import { execute, maybeOne } from '../common/sql.js';
import { Catalogs } from '../i18n/catalogs.js';
import { Outbox } from '../outbox/outbox.js';
import { MessageDelivery, type SentMessage } from './message-delivery.js';
import { bookingUpdate } from './message-language.js';
import { MessageSecrets } from './message-secrets.js';
import type { MessageChannel } from './message.entity.js';
import { TEMPLATES, type TemplateName } from './templates/catalogue.js';
import { WhatsappReports, type WhatsappTextListener } from './whatsapp-reports.js';

/** The outbox kind that delivers one message (backend/src/outbox/README.md); its key is the message id. */
export const SEND_MESSAGE = 'message.send';

declare module '../outbox/outbox.js' {
  interface OutboxMap {
    'message.send': { messageId: string };
  }
}

export interface QueueMessage {
  template: TemplateName;
  /** Names the event, e.g. `booking_cancelled:RL-AB12CD34`: a second queue with the same key sends nothing more. */
  eventKey: string;
  /** For booking messages: sent to that booking's e-mail and WhatsApp number. */
  bookingId?: string;
  /** For order messages: sent to that order's e-mail and phone. */
  orderId?: string;
  /** For staff messages (`staff_invite`, `low_stock`): the person, by e-mail. */
  staff?: { email: string; name: string };
  /** For `access_code`: the phone (E.164) or e-mail address it goes to. */
  contact?: { phone?: string; email?: string };
  /** Fewer channels than the template's (e.g. only `whatsapp` for a button that says "Send on WhatsApp"). */
  channels?: MessageChannel[];
  /** What the template shows besides the booking or order (README.md lists each template's params). */
  params?: Record<string, string | number | null>;
  /** Not delivered before this time (announcements spread over the provider's rate). */
  notBefore?: Date;
  /**
   * The language of a `contact` message (the one its request was made in; English when not given).
   * A booking's or order's message is written in that booking's or order's language; staff's in English.
   */
  language?: Language;
}

/** Where a message goes on each channel, and the language it is written in. */
interface Recipients {
  addresses: Partial<Record<MessageChannel, string>>;
  language: Language;
}

export type MessageSentListener = (message: SentMessage) => Promise<void> | void;

/**
 * The one way modules send people messages (README.md): `queue` records one message per channel in
 * the caller's transaction, each delivered by the outbox (retried with backoff until the provider
 * takes it) at most once per event key and channel.
 */
@Injectable()
export class Messages implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly outbox: Outbox,
    private readonly delivery: MessageDelivery,
    private readonly audit: AuditLog,
    private readonly secrets: MessageSecrets,
    private readonly reports: WhatsappReports,
    private readonly catalogs: Catalogs,
  ) {}

  onModuleInit(): void {
    this.outbox.handle(SEND_MESSAGE, ({ messageId }) => this.delivery.deliver(messageId));
  }

  /** Called in the process that delivered a message, once its provider took it. */
  onSent(listener: MessageSentListener): void {
    this.delivery.listeners.push(listener);
  }

  /** Called with each text a WhatsApp number sends us (the webhook's inbound messages). */
  onWhatsappText(listener: WhatsappTextListener): void {
    this.reports.textListeners.push(listener);
  }

  get whatsappConfigured(): boolean {
    return this.delivery.whatsappConfigured;
  }

  /**
   * Records the message in `manager`'s transaction; answers the ids of the messages this call
   * created (none when the event was queued before, or no recipient has an address on any channel).
   */
  async queue(manager: EntityManager, request: QueueMessage): Promise<string[]> {
    const spec: { channels: readonly MessageChannel[] } = TEMPLATES[request.template];
    const { addresses, language } = await this.recipients(manager, request);
    const channels = spec.channels.filter(
      (channel) => (request.channels ?? spec.channels).includes(channel) && addresses[channel],
    );
    const created: string[] = [];
    for (const channel of channels) {
      const row = await maybeOne<{ id: string }>(
        manager,
        `INSERT INTO messages (channel, template, event_key, recipient, booking_id, order_id, params, language)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (event_key, channel) DO NOTHING RETURNING id::text AS id`,
        [
          channel,
          request.template,
          request.eventKey,
          addresses[channel],
          request.bookingId ?? null,
          request.orderId ?? null,
          JSON.stringify(
            this.secrets.hide(request.template, {
              ...request.params,
              ...(request.staff && { staffName: request.staff.name }),
              // The update's sentence in English, as the row has always said it (the message is written by `update`).
              ...(request.template === 'booking_updated' && {
                what: bookingUpdate(this.catalogs.translator(DEFAULT_LANGUAGE), request.params ?? {}),
              }),
            }),
          ),
          language,
        ],
      );
      if (!row) continue;
      await this.outbox.enqueue(manager, {
        kind: SEND_MESSAGE,
        key: row.id,
        payload: { messageId: row.id },
        cause: `${request.template} ${channel} (${request.eventKey})`,
        notBefore: request.notBefore,
      });
      created.push(row.id);
    }
    return created;
  }

  /** Staff's "retry": a failed or held message is delivered again (audited). False when it is neither. */
  async retry(actor: Actor, id: string): Promise<boolean> {
    return this.db.transaction(async (manager) => {
      const changed = await execute(
        manager,
        `UPDATE messages SET state = 'queued', last_error = NULL, delivery_status = NULL, delivery_status_at = NULL
         WHERE id = $1 AND state IN ('failed', 'held')`,
        [id],
      );
      if (changed === 0) return false;
      await this.audit.record(manager, { actor, action: 'message.retry', target: { type: 'message', id } });
      await this.outbox.rerun(manager, {
        kind: SEND_MESSAGE,
        key: id,
        payload: { messageId: id },
        cause: `message ${id} retried by staff`,
      });
      return true;
    });
  }

  private async recipients(manager: EntityManager, request: QueueMessage): Promise<Recipients> {
    const about = TEMPLATES[request.template].about;
    let email: string | null | undefined;
    let phone: string | null | undefined;
    let language = DEFAULT_LANGUAGE;
    if (request.bookingId && (about === 'booking' || about === 'booking_or_order')) {
      const booking = await maybeOne<{ email: string; phone: string; language: Language }>(
        manager,
        `SELECT email, phone_number AS phone, language FROM registrations WHERE booking_id = $1`,
        [request.bookingId],
      );
      if (!booking) throw new Error(`Booking ${request.bookingId} not found for message ${request.template}`);
      ({ email, phone, language } = booking);
    } else if (request.orderId && (about === 'order' || about === 'booking_or_order')) {
      const order = await maybeOne<{ email: string | null; phone: string | null; language: Language }>(
        manager,
        `SELECT customer_email AS email, customer_phone AS phone, language FROM orders WHERE order_id = $1`,
        [request.orderId],
      );
      if (!order) throw new Error(`Order ${request.orderId} not found for message ${request.template}`);
      ({ email, phone, language } = order);
    } else if (request.staff && about === 'staff') {
      email = request.staff.email;
    } else if (request.contact && about === 'contact') {
      ({ email, phone } = request.contact);
      language = request.language ?? DEFAULT_LANGUAGE;
    } else {
      throw new Error(`Message ${request.template} needs its ${about} (see backend/src/messages/README.md)`);
    }
    return {
      addresses: { email: email?.trim() || undefined, whatsapp: phone ? whatsappRecipient(phone) : undefined },
      language,
    };
  }
}
