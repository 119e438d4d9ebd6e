import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { MessageChannel } from '@robo/domain';

/** A provider's next free sending time: the announcements' throttle. */
@Entity('announcement_send_slots')
export class AnnouncementSendSlot {
  @PrimaryColumn({ type: 'text' }) channel: MessageChannel;
  @Column({ name: 'next_at', type: 'timestamptz' }) nextAt: Date;
}
