import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { AnnouncementAudience, MessageChannel } from '@robo/domain';
import { execute, maybeOne, one } from '../common/sql.js';
import { Settings } from '../config/settings.js';
import { Messages } from '../messages/messages.js';
import { Outbox } from '../outbox/outbox.js';
import { audienceContacts, fillPlaceholders, type AudienceContact } from './announcement-audience.js';
import { OptOuts } from './opt-outs.js';

/** The outbox kind that turns an announcement into its messages (key: the announcement id). */
export const EXPAND_ANNOUNCEMENT = 'announcement.expand';

declare module '../outbox/outbox.js' {
  interface OutboxMap {
    'announcement.expand': { announcementId: number };
  }
}

interface AnnouncementRow {
  id: number;
  audience: AnnouncementAudience;
  channels: MessageChannel[];
  subject: string;
  body: string;
  state: string;
  lastContact: string | null;
}

/**
 * Expands an announcement into one message per contact and channel (README.md, "Sending"), in a
 * job, a batch of contacts per transaction. The announcement row is locked for each batch and
 * remembers its last contact, so a worker that dies mid-way, or two sweepers at once, carry on
 * where the last committed batch ended; `announcement_recipients`' primary key (announcement,
 * contact, channel) and the messages' event key keep each message single.
 */
@Injectable()
export class AnnouncementExpansion implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly settings: Settings,
    private readonly outbox: Outbox,
    private readonly messages: Messages,
    private readonly optOuts: OptOuts,
  ) {}

  onModuleInit(): void {
    this.outbox.handle(EXPAND_ANNOUNCEMENT, ({ announcementId }) => this.expand(announcementId));
  }

  async expand(id: number): Promise<void> {
    while (await this.nextBatch(id));
  }

  /** Queues the next batch of contacts; false once every contact has its messages. */
  async nextBatch(id: number): Promise<boolean> {
    return this.db.transaction(async (manager) => {
      const announcement = await maybeOne<AnnouncementRow>(
        manager,
        `SELECT id, audience, channels, subject, body, state, last_contact AS "lastContact"
         FROM announcements WHERE id = $1 FOR UPDATE`,
        [id],
      );
      if (!announcement || announcement.state === 'queued') return false;
      const contacts = await audienceContacts(
        manager,
        announcement.audience,
        announcement.lastContact,
        this.settings.announcementBatch,
      );
      const last = contacts.at(-1);
      if (!last) {
        await execute(manager, `UPDATE announcements SET state = 'queued' WHERE id = $1`, [id]);
        return false;
      }
      for (const channel of announcement.channels) await this.queueChannel(manager, announcement, channel, contacts);
      await execute(manager, `UPDATE announcements SET state = 'expanding', last_contact = $2 WHERE id = $1`, [
        id,
        last.contact,
      ]);
      return true;
    });
  }

  private async queueChannel(
    manager: EntityManager,
    announcement: AnnouncementRow,
    channel: MessageChannel,
    contacts: AudienceContact[],
  ): Promise<void> {
    const slot = await this.sendingSlots(manager, channel, contacts.filter((c) => !c.optedOut).length);
    let next = 0;
    for (const contact of contacts) {
      const messageIds = contact.optedOut
        ? []
        : await this.messages.queue(manager, {
            template: 'announcement',
            eventKey: `announcement:${announcement.id}:${contact.contact}`,
            contact: channel === 'email' ? { email: contact.contact } : { phone: contact.phone },
            channels: [channel],
            params: {
              ...contact.values,
              subject: fillPlaceholders(announcement.subject, contact.values),
              text: fillPlaceholders(announcement.body, contact.values),
              ...(channel === 'email' && { unsubscribeUrl: this.optOuts.unsubscribeUrl(contact.contact) }),
            },
            language: contact.language,
            notBefore: slot(next++),
          });
      await execute(
        manager,
        `INSERT INTO announcement_recipients (announcement_id, contact, channel, message_id, opted_out)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
        [announcement.id, contact.contact, channel, messageIds[0] ?? null, contact.optedOut],
      );
    }
  }

  /**
   * The throttle: reserves `count` sending times on the channel's provider, shared by every
   * announcement (one row per provider, moved on in one statement), and answers the i-th time.
   */
  private async sendingSlots(
    manager: EntityManager,
    channel: MessageChannel,
    count: number,
  ): Promise<(index: number) => Date> {
    const gapMs =
      channel === 'email'
        ? 60_000 / this.settings.announcementEmailsPerMinute
        : 1000 / this.settings.announcementWhatsappPerSecond;
    const { start } = await one<{ start: Date }>(
      manager,
      `INSERT INTO announcement_send_slots AS s (channel, next_at) VALUES ($1, now() + make_interval(secs => $2))
       ON CONFLICT (channel) DO UPDATE SET next_at = GREATEST(s.next_at, now()) + make_interval(secs => $2)
       RETURNING next_at - make_interval(secs => $2) AS start`,
      [channel, (count * gapMs) / 1000],
    );
    return (index) => new Date(start.getTime() + index * gapMs);
  }
}
