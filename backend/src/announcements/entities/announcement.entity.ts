import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { AnnouncementAudience, AnnouncementState, MessageChannel } from '@robo/domain';

/** An announcement (README.md here); written with SQL by `Announcements` and its expansion job. */
@Entity('announcements')
export class Announcement {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'jsonb' }) audience: AnnouncementAudience;
  @Column({ type: 'text', array: true }) channels: MessageChannel[];
  @Column({ type: 'text' }) subject: string;
  @Column({ type: 'text' }) body: string;
  @Column({ name: 'send_at', type: 'timestamptz', default: () => 'now()' }) sendAt: Date;
  @Column({ type: 'text', default: 'scheduled' }) state: AnnouncementState;
  /** The last contact the expansion job added: the next batch starts after it. */
  @Column({ name: 'last_contact', type: 'text', nullable: true }) lastContact: string | null;
  @Column({ name: 'created_by', type: 'text' }) createdBy: string;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
}
