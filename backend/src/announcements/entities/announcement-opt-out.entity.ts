import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An address (e-mail, or WhatsApp number without '+') that gets no more announcements. */
@Entity('announcement_opt_outs')
export class AnnouncementOptOut {
  @PrimaryColumn({ type: 'text' }) address: string;
  /** `email_link` or `whatsapp_stop`. */
  @Column({ type: 'text' }) source: string;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
}
