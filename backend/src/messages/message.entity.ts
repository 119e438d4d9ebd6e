import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { DeliveryStatus, Language, MessageChannel, MessageState } from '@robo/domain';

/**
 * States (libs/domain/src/outgoing-messages.ts): `queued` until a provider took it (retried by the
 * outbox), then `sent`; `failed` when the provider refused it or reported it undeliverable (staff
 * may retry); `held` when it was not sent on purpose (no provider configured, no open WhatsApp
 * window). `delivery_status` is the provider's latest report (SMTP acceptance counts as `sent`).
 */
export type { DeliveryStatus, MessageChannel, MessageState };

/** One message to one person on one channel (README.md); written with SQL by `Messages`. */
@Entity('messages')
export class Message {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: string;
  @Column({ type: 'text' }) channel: MessageChannel;
  @Column({ type: 'text' }) template: string;
  /** Unique with the channel: the same event never sends twice on one channel. */
  @Column({ name: 'event_key', type: 'text' }) eventKey: string;
  /** An e-mail address, or a WhatsApp number (E.164 without '+'). */
  @Column({ type: 'text' }) recipient: string;
  @Column({ name: 'booking_id', type: 'text', nullable: true }) bookingId: string | null;
  @Column({ name: 'order_id', type: 'text', nullable: true }) orderId: string | null;
  /** What the caller passed besides the booking or order (a reason, a tracking link...). */
  @Column({ type: 'jsonb', default: {} }) params: Record<string, unknown>;
  /** The language it is written in: its booking's or order's, or the one its request was made in. */
  @Column({ type: 'text', default: 'en' }) language: Language;
  /** Filled at the first delivery attempt and then reused: what the admin preview shows is what went out. */
  @Column({ type: 'text', nullable: true }) subject: string | null;
  @Column({ name: 'body_text', type: 'text', nullable: true }) bodyText: string | null;
  @Column({ name: 'body_html', type: 'text', nullable: true }) bodyHtml: string | null;
  /** The Cloud API request body sent (WhatsApp), or the attachments' names and types (e-mail). */
  @Column({ type: 'jsonb', nullable: true }) payload: unknown;
  @Column({ type: 'text', default: 'queued' }) state: MessageState;
  @Column({ type: 'integer', default: 0 }) attempts: number;
  @Column({ name: 'last_error', type: 'text', nullable: true }) lastError: string | null;
  @Column({ name: 'provider_id', type: 'text', nullable: true }) providerId: string | null;
  @Column({ name: 'delivery_status', type: 'text', nullable: true }) deliveryStatus: DeliveryStatus | null;
  @Column({ name: 'delivery_status_at', type: 'timestamptz', nullable: true }) deliveryStatusAt: Date | null;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true }) sentAt: Date | null;
}
