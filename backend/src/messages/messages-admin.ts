import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  MESSAGE_NOT_FOUND,
  MESSAGE_STATES,
  type StaffRole,
  type AdminMessage,
  type AdminMessageDetail,
  type AdminMessagesPage,
  type Language,
  type MessageState,
} from '@robo/domain';
import { messagesError } from './messages.errors.js';
import { offsetOf, parseSort } from '../common/paging.js';
import { maybeOne, one, rows } from '../common/sql.js';
import { MessageRenderer, type AttachmentSpec } from './message-renderer.js';
import type { MessageQueryDto } from './message-query.dto.js';

const LIST_COLUMNS = `id::text AS id, channel, template, event_key AS "eventKey", recipient, booking_id AS "bookingId",
  order_id AS "orderId", subject, state, delivery_status AS "deliveryStatus", attempts, last_error AS "lastError",
  created_at AS "createdAt", sent_at AS "sentAt"`;
/** Invitations carry a link that opens a staff account (maybe an owner's): only the owner sees them. */
const OWNER_ONLY_HIDDEN = `template <> 'staff_invite'`;
const SORT_COLUMNS = { createdAt: 'created_at', sentAt: 'sent_at', attempts: 'attempts' } as const;

/** /admin/messages: every message with its state, and each one exactly as it was sent. */
@Injectable()
export class MessagesAdmin {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly renderer: MessageRenderer,
  ) {}

  async list(query: MessageQueryDto, viewer: StaffRole): Promise<AdminMessagesPage> {
    const where: string[] = viewer === 'owner' ? [] : [OWNER_ONLY_HIDDEN];
    const params: unknown[] = [];
    const add = (condition: (n: string) => string, value: unknown) => {
      params.push(value);
      where.push(condition(`$${params.length}`));
    };
    if (query.state) add((p) => `state = ${p}`, query.state);
    if (query.channel) add((p) => `channel = ${p}`, query.channel);
    if (query.template) add((p) => `template = ${p}`, query.template);
    const q = query.q?.trim().replace(/^\+/, '');
    if (q) {
      add(
        (p) => `(recipient ILIKE ${p} OR booking_id ILIKE ${p} OR order_id ILIKE ${p} OR event_key ILIKE ${p})`,
        `${q.replace(/[\\%_]/g, '\\$&')}%`,
      );
    }
    const filter = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const { key, direction } = parseSort<keyof typeof SORT_COLUMNS>(query.sort, '-createdAt');
    const [items, total, states] = await Promise.all([
      rows<AdminMessage>(
        this.db,
        `SELECT ${LIST_COLUMNS} FROM messages ${filter}
         ORDER BY ${SORT_COLUMNS[key]} ${direction} NULLS LAST, id ${direction} LIMIT ${query.pageSize} OFFSET ${offsetOf(query)}`,
        params,
      ),
      one<{ total: number }>(this.db, `SELECT count(*)::int AS total FROM messages ${filter}`, params),
      rows<{ state: MessageState; count: number }>(
        this.db,
        `SELECT state, count(*)::int AS count FROM messages ${viewer === 'owner' ? '' : `WHERE ${OWNER_ONLY_HIDDEN}`} GROUP BY state`,
      ),
    ]);
    const counts = Object.fromEntries(
      MESSAGE_STATES.map((state) => [state, states.find((s) => s.state === state)?.count ?? 0]),
    ) as Record<MessageState, number>;
    return { items, total: total.total, page: query.page, pageSize: query.pageSize, counts };
  }

  /** The message as sent: its stored HTML with the inline images it carried, or its WhatsApp request. */
  async detail(id: string, viewer: StaffRole): Promise<AdminMessageDetail> {
    const row = /^\d{1,18}$/.test(id)
      ? await maybeOne<
          AdminMessage & {
            html: string | null;
            text: string | null;
            payload: unknown;
            providerId: string | null;
            deliveryStatusAt: string | null;
            params: Record<string, unknown>;
            language: Language;
          }
        >(
          this.db,
          `SELECT ${LIST_COLUMNS}, body_html AS html, body_text AS text, payload, provider_id AS "providerId",
                  delivery_status_at AS "deliveryStatusAt", params, language
           FROM messages WHERE id = $1 ${viewer === 'owner' ? '' : `AND ${OWNER_ONLY_HIDDEN}`}`,
          [id],
        )
      : undefined;
    if (!row) throw messagesError.MESSAGE_NOT_FOUND(MESSAGE_NOT_FOUND);
    const { payload, params, language, ...message } = row;
    const attachments =
      message.channel === 'email' ? ((payload as { attachments?: AttachmentSpec[] } | null)?.attachments ?? []) : [];
    let html = message.html;
    // Inline images travel as attachments; the preview shows them where the e-mail does.
    for (const image of attachments.filter((a) => a.cid)) {
      if (!html) break;
      const [file] = await this.renderer.attachments({ ...message, params, language }, [image]);
      if (file)
        html = html.replaceAll(
          `cid:${image.cid}`,
          `data:${image.contentType};base64,${Buffer.from(file.content).toString('base64')}`,
        );
    }
    return {
      ...message,
      html,
      attachments: attachments.map(({ filename, contentType }) => ({ filename, contentType })),
      whatsappRequest: message.channel === 'whatsapp' ? payload : null,
    };
  }
}
