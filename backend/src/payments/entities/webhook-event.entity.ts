import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('webhook_events')
export class WebhookEvent {
  @PrimaryColumn({ name: 'event_id', type: 'text' }) eventId: string;
  @Column({ type: 'text' }) event: string;
  @Column({ name: 'received_at', type: 'timestamptz', default: () => 'now()' }) receivedAt: Date;
}
