import type { MessageChannel, MessageTemplate } from '@robo/domain';

/**
 * Every message the site sends, what it is about and the channels it may use (README.md here).
 * `booking` and `order` messages go to that booking's or order's own contact details; `staff`
 * messages to the staff member given; `contact` messages to the phone or e-mail given.
 */
export const TEMPLATES = {
  booking_confirmed: { about: 'booking', channels: ['email', 'whatsapp'] },
  booking_cancelled: { about: 'booking', channels: ['email', 'whatsapp'] },
  booking_refunded: { about: 'booking', channels: ['email', 'whatsapp'] },
  booking_transferred: { about: 'booking', channels: ['email', 'whatsapp'] },
  /** A change the parent made or asked for (params.what: one sentence). */
  booking_updated: { about: 'booking', channels: ['email', 'whatsapp'] },
  order_confirmed: { about: 'order', channels: ['email', 'whatsapp'] },
  order_shipped: { about: 'order', channels: ['email', 'whatsapp'] },
  order_cancelled: { about: 'order', channels: ['email', 'whatsapp'] },
  order_refunded: { about: 'order', channels: ['email', 'whatsapp'] },
  payment_reminder: { about: 'booking_or_order', channels: ['email', 'whatsapp'] },
  low_stock: { about: 'staff', channels: ['email'] },
  staff_refunds: { about: 'staff', channels: ['email'] },
  staff_invite: { about: 'staff', channels: ['email'] },
  access_code: { about: 'contact', channels: ['email', 'whatsapp'] },
  booking_reminder: { about: 'booking', channels: ['email', 'whatsapp'] },
  venue_changed: { about: 'booking', channels: ['email', 'whatsapp'] },
  announcement: { about: 'contact', channels: ['email', 'whatsapp'] },
} as const satisfies Record<MessageTemplate, { about: string; channels: readonly MessageChannel[] }>;

export type TemplateName = MessageTemplate;
