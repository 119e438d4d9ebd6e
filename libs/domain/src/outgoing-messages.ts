/** Messages the site sends people (backend/src/messages/README.md) as the admin and the parent see them. */
export const MESSAGE_TEMPLATES = [
  'booking_confirmed',
  'booking_cancelled',
  'booking_refunded',
  'booking_transferred',
  'booking_updated',
  'order_confirmed',
  'order_shipped',
  'order_cancelled',
  'order_refunded',
  'payment_reminder',
  'low_stock',
  'staff_refunds',
  'staff_invite',
  'access_code',
  'booking_reminder',
  'venue_changed',
  'announcement',
] as const;
export type MessageTemplate = (typeof MESSAGE_TEMPLATES)[number];

export const MESSAGE_CHANNELS = ['email', 'whatsapp'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** `queued` until the provider took it, then `sent`; `failed` (refused or undeliverable) and `held` (not sent on purpose) can be retried. */
export const MESSAGE_STATES = ['queued', 'sent', 'failed', 'held'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];
export type DeliveryStatus = 'sent' | 'delivered' | 'read' | 'failed';

/** One row of /admin/messages. */
export interface AdminMessage {
  id: string;
  channel: MessageChannel;
  template: MessageTemplate;
  eventKey: string;
  recipient: string;
  bookingId: string | null;
  orderId: string | null;
  subject: string | null;
  state: MessageState;
  deliveryStatus: DeliveryStatus | null;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** A message with what was sent, for the preview. */
export interface AdminMessageDetail extends AdminMessage {
  /** The e-mail's HTML as sent, inline images as data URLs (null for WhatsApp or before the first attempt). */
  html: string | null;
  text: string | null;
  attachments: Array<{ filename: string; contentType: string }>;
  /** The WhatsApp Cloud API request as sent (template name and parameters, or the text). */
  whatsappRequest: unknown;
  providerId: string | null;
  deliveryStatusAt: string | null;
}

export interface AdminMessagesPage {
  items: AdminMessage[];
  total: number;
  page: number;
  pageSize: number;
  /** Messages per state, whatever the filters. */
  counts: Record<MessageState, number>;
}

export const MESSAGE_NOT_FOUND = 'Message not found';
export const MESSAGE_NOT_RETRYABLE = 'Only a failed or held message can be retried.';
