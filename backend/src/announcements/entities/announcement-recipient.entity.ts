import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { MessageChannel } from '@robo/domain';

/** One contact on one channel of an announcement: the primary key makes each send happen once. */
@Entity('announcement_recipients')
export class AnnouncementRecipient {
  @PrimaryColumn({ name: 'announcement_id', type: 'integer' }) announcementId: number;
  @PrimaryColumn({ type: 'text' }) contact: string;
  @PrimaryColumn({ type: 'text' }) channel: MessageChannel;
  @Column({ name: 'message_id', type: 'bigint', nullable: true }) messageId: string | null;
  @Column({ name: 'opted_out', type: 'boolean', default: false }) optedOut: boolean;
}
