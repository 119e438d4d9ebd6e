import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type OutboxStatus = 'outbox' | 'sent' | 'failed';

/** Every WhatsApp message we meant to send, sent or parked (no provider configured). */
@Entity('notification_outbox')
export class OutboxMessage {
  @PrimaryGeneratedColumn() id: number;
  /** e.g. 'booking:RL-ABC123' or 'order:ORD-XYZ': one message per purpose. */
  @Column({ name: 'dedupe_key', type: 'text', unique: true }) dedupeKey: string;
  @Column({ type: 'text', default: 'whatsapp' }) channel: string;
  @Column({ type: 'text' }) recipient: string;
  @Column({ type: 'text' }) body: string;
  @Column({ type: 'text' }) status: OutboxStatus;
  @Column({ name: 'provider_message_id', type: 'text', nullable: true }) providerMessageId: string | null;
  @Column({ type: 'text', nullable: true }) error: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true }) sentAt: Date | null;
}
