import type { I18n } from '@lingui/core';
import { formatPaise } from '@robo/domain';
import type { BookingFacts, OrderFacts } from './message-facts.js';
import { greeting } from './message-language.js';
import { kitLine, mapLink, reminderWhen, type VenueChange } from './workshop-notices.js';

/**
 * A WhatsApp message's words, in the message's language (`i18n`, catalogue area `messages`):
 * `text` is what the parent reads (sent as free text inside an open 24-hour window, and the
 * preview of a template); `body` are the approved template's body parameters {{1}}, {{2}}... in
 * order (README.md documents each template's).
 */
export interface WhatsappContent {
  text: string;
  body: string[];
}

const lines = (...parts: Array<string | null | false>) => parts.filter(Boolean).join('\n');

/**
 * The approved `booking_confirmed` template has eight body parameters, and a ninth would need Meta's
 * approval again: the kit rides in {{7}}, the amount paid, which it is part of (README.md).
 */
export function kitInAmount(i18n: I18n, amount: string): string {
  return i18n._('messages.whatsapp.amountWithKit', { amount });
}

export function bookingConfirmedText(i18n: I18n, b: BookingFacts, thankYouUrl: string): WhatsappContent {
  const amount = formatPaise(b.amountPaise);
  return {
    text: lines(
      i18n._('messages.whatsapp.bookingConfirmed', { parent: b.parentName }),
      i18n._('messages.whatsapp.bookingId', { bookingId: b.bookingId }),
      i18n._('messages.whatsapp.student', { child: b.childName, grade: b.grade, school: b.schoolName }),
      i18n._('messages.whatsapp.venue', { venue: b.venueName, address: b.venueAddress }),
      i18n._('messages.whatsapp.dateTime', { dateTime: b.dateTime }),
      b.takeawayKit && i18n._('messages.whatsapp.takeawayKit', { note: i18n._('messages.kit.note') }),
      i18n._('messages.whatsapp.amountPaid', { amount }),
      i18n._('messages.whatsapp.bookingPage', { url: thankYouUrl }),
    ),
    body: [
      b.parentName,
      b.bookingId,
      b.childName,
      b.venueName,
      b.dateTime,
      b.venueAddress,
      b.takeawayKit ? kitInAmount(i18n, amount) : amount,
      thankYouUrl,
    ],
  };
}

export function bookingChangeText(i18n: I18n, b: BookingFacts, what: string, thankYouUrl: string): WhatsappContent {
  return {
    text: lines(
      i18n._('messages.whatsapp.hiWhat', { hi: greeting(i18n, b.parentName), what }),
      i18n._('messages.whatsapp.bookingId', { bookingId: b.bookingId }),
      i18n._('messages.whatsapp.details', { url: thankYouUrl }),
    ),
    body: [b.parentName, b.bookingId, what],
  };
}

export function bookingReminderText(i18n: I18n, b: BookingFacts, reminder: string): WhatsappContent {
  const bring = b.whatToBring || '-';
  const kit = kitLine(i18n, b);
  return {
    text: lines(
      i18n._('messages.whatsapp.reminder', {
        parent: b.parentName,
        child: b.childName,
        when: reminderWhen(i18n, reminder),
      }),
      i18n._('messages.whatsapp.venue', { venue: b.venueName, address: b.venueAddress }),
      i18n._('messages.whatsapp.map', { url: mapLink(b) }),
      i18n._('messages.whatsapp.dateTime', { dateTime: b.dateTime }),
      b.whatToBring && i18n._('messages.whatsapp.whatToBring', { items: b.whatToBring }),
      kit,
      i18n._('messages.whatsapp.bookingId', { bookingId: b.bookingId }),
    ),
    body: [b.parentName, b.childName, b.venueName, b.dateTime, b.venueAddress, mapLink(b), bring, kit],
  };
}

export function venueChangedText(
  i18n: I18n,
  b: BookingFacts,
  changes: VenueChange[],
  thankYouUrl: string,
): WhatsappContent {
  const each = changes.map((c) => i18n._('messages.venueChanged.change', { label: c.label, was: c.was, now: c.now }));
  return {
    text: lines(
      i18n._('messages.whatsapp.venueChanged', { parent: b.parentName, child: b.childName, venue: b.venueName }),
      ...each,
      i18n._('messages.whatsapp.bookingId', { bookingId: b.bookingId }),
      i18n._('messages.whatsapp.details', { url: thankYouUrl }),
    ),
    body: [b.parentName, b.childName, b.venueName, each.join('; '), thankYouUrl],
  };
}

/** The buyer's name for a template's greeting parameter ("there" when the order has none). */
const buyer = (i18n: I18n, o: OrderFacts) => o.customerName ?? i18n._('messages.whatsapp.there');

export function orderConfirmedText(i18n: I18n, o: OrderFacts, orderUrl: string): WhatsappContent {
  const item = `${o.quantity} x ${o.productName}`;
  const amount = formatPaise(o.amountPaise);
  return {
    text: lines(
      i18n._('messages.whatsapp.orderConfirmed', { hi: greeting(i18n, o.customerName), orderId: o.orderId }),
      i18n._('messages.order.itemWithSku', { item, sku: o.sku }),
      i18n._('messages.whatsapp.amountPaid', { amount }),
      i18n._('messages.order.processing'),
    ),
    body: [buyer(i18n, o), o.orderId, item, amount, orderUrl],
  };
}

export function orderShippedText(i18n: I18n, o: OrderFacts): WhatsappContent {
  return {
    text: lines(
      i18n._('messages.whatsapp.orderShipped', { hi: greeting(i18n, o.customerName), orderId: o.orderId }),
      o.courier && i18n._('messages.whatsapp.courier', { courier: o.courier }),
      o.trackingNumber && i18n._('messages.whatsapp.trackingNumber', { number: o.trackingNumber }),
      o.trackingUrl && i18n._('messages.whatsapp.trackIt', { url: o.trackingUrl }),
    ),
    body: [buyer(i18n, o), o.orderId, o.courier ?? '-', o.trackingNumber ?? '-', o.trackingUrl ?? '-'],
  };
}

export function orderChangeText(i18n: I18n, o: OrderFacts, what: string): WhatsappContent {
  return {
    text: lines(
      i18n._('messages.whatsapp.hiWhat', { hi: greeting(i18n, o.customerName), what }),
      i18n._('messages.whatsapp.orderId', { orderId: o.orderId }),
    ),
    body: [buyer(i18n, o), o.orderId, what],
  };
}

export function plainText(text: string): WhatsappContent {
  return { text, body: [text] };
}
