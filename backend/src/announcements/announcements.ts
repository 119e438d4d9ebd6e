import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  ANNOUNCEMENT_WHATSAPP_FOOTER,
  type AnnouncementChannelCounts,
  type AnnouncementDetail,
  type AnnouncementDraft,
  type AnnouncementPreview,
  type AnnouncementSummary,
  type MessageChannel,
} from '@robo/domain';
import type { Actor } from '../audit/actor.js';
import { actorName } from '../audit/actor.js';
import { AuditLog } from '../audit/audit-log.js';
import { maybeOne, one, rows } from '../common/sql.js';
import { Outbox } from '../outbox/outbox.js';
import { audienceContacts, countAudience, fillPlaceholders } from './announcement-audience.js';
import { EXPAND_ANNOUNCEMENT } from './announcement-expansion.js';
import { announcementError } from './announcements.errors.js';

const SUMMARY_COLUMNS = `a.id, a.subject, a.channels, a.state, a.send_at AS "sendAt", a.created_by AS "createdBy",
  a.created_at AS "createdAt",
  (SELECT count(DISTINCT contact)::int FROM announcement_recipients r WHERE r.announcement_id = a.id) AS recipients`;

/** The admin's announcements (README.md): preview, create (sent now or later by the outbox), read back. */
@Injectable()
export class Announcements {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly outbox: Outbox,
    private readonly audit: AuditLog,
  ) {}

  async preview(draft: AnnouncementDraft): Promise<AnnouncementPreview> {
    const [recipients, [first]] = await Promise.all([
      countAudience(this.db, draft.audience),
      audienceContacts(this.db, draft.audience, null, 1),
    ]);
    if (!first) return { recipients, sample: null };
    const text = fillPlaceholders(draft.body, first.values);
    return {
      recipients,
      sample: {
        email: draft.channels.includes('email')
          ? { subject: fillPlaceholders(draft.subject, first.values), text }
          : null,
        whatsapp: draft.channels.includes('whatsapp') ? { text: `${text}\n\n${ANNOUNCEMENT_WHATSAPP_FOOTER}` } : null,
      },
    };
  }

  /** Records the announcement and its expansion job, due at `sendAt` (now when absent); audited. */
  async create(actor: Actor, draft: AnnouncementDraft & { sendAt?: string }): Promise<{ id: number }> {
    return this.db.transaction(async (manager) => {
      const sendAt = draft.sendAt ? new Date(draft.sendAt) : new Date();
      const { id } = await one<{ id: number }>(
        manager,
        `INSERT INTO announcements (audience, channels, subject, body, send_at, created_by)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [JSON.stringify(draft.audience), draft.channels, draft.subject, draft.body, sendAt, actorName(actor)],
      );
      await this.audit.record(manager, {
        actor,
        action: 'announcement.create',
        target: { type: 'announcement', id },
        after: { audience: draft.audience, channels: draft.channels, subject: draft.subject, sendAt },
      });
      await this.outbox.enqueue(manager, {
        kind: EXPAND_ANNOUNCEMENT,
        key: String(id),
        payload: { announcementId: id },
        cause: `announcement ${id} by ${actorName(actor)}`,
        notBefore: sendAt,
      });
      return { id };
    });
  }

  list(): Promise<AnnouncementSummary[]> {
    return rows<AnnouncementSummary>(
      this.db,
      `SELECT ${SUMMARY_COLUMNS} FROM announcements a ORDER BY a.created_at DESC, a.id DESC LIMIT 200`,
    );
  }

  /**
   * The announcement and, per channel, where its messages are now: each counted once, by its
   * state (`queued`, `failed`, `held`) or, once sent, by the provider's latest report.
   */
  async detail(id: number): Promise<AnnouncementDetail> {
    const announcement = await maybeOne<Omit<AnnouncementDetail, 'counts'>>(
      this.db,
      `SELECT ${SUMMARY_COLUMNS}, a.audience, a.body FROM announcements a WHERE a.id = $1`,
      [id],
    );
    if (!announcement) throw announcementError.ANNOUNCEMENT_NOT_FOUND(`No announcement ${id}`);
    const perChannel = await rows<AnnouncementChannelCounts & { channel: MessageChannel }>(
      this.db,
      `SELECT r.channel,
         count(*) FILTER (WHERE m.state = 'queued')::int AS queued,
         count(*) FILTER (WHERE m.state = 'sent' AND coalesce(m.delivery_status, 'sent') = 'sent')::int AS sent,
         count(*) FILTER (WHERE m.state = 'sent' AND m.delivery_status = 'delivered')::int AS delivered,
         count(*) FILTER (WHERE m.state = 'sent' AND m.delivery_status = 'read')::int AS read,
         count(*) FILTER (WHERE m.state = 'failed')::int AS failed,
         count(*) FILTER (WHERE m.state = 'held')::int AS held,
         count(*) FILTER (WHERE r.opted_out)::int AS "optedOut"
       FROM announcement_recipients r LEFT JOIN messages m ON m.id = r.message_id
       WHERE r.announcement_id = $1 GROUP BY r.channel`,
      [id],
    );
    const counts = Object.fromEntries(perChannel.map(({ channel, ...count }) => [channel, count]));
    return { ...announcement, counts };
  }
}
