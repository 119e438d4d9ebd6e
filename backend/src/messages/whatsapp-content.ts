import { formatPaise, TAKEAWAY_KIT_NOTE } from '@robo/domain';
import type { BookingFacts, OrderFacts } from './message-facts.js';
import { kitLine, mapLink, reminderWhen, type VenueChange } from './workshop-notices.js';

/**
 * A WhatsApp message's words: `text` is what the parent reads (sent as free text inside an open
 * 24-hour window, and the preview of a template); `body` are the approved template's body
 * parameters {{1}}, {{2}}... in order (README.md documents each template's).
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
export const KIT_IN_AMOUNT = ' (includes a takeaway kit, collected at the venue)';

export function bookingConfirmedText(b: BookingFacts, thankYouUrl: string): WhatsappContent {
  const amount = formatPaise(b.amountPaise);
  return {
    text: lines(
      `Hi ${b.parentName}, your RoboLeague workshop booking is confirmed.`,
      `Booking ID: ${b.bookingId}`,
      `Student: ${b.childName} (${b.grade}), ${b.schoolName}`,
      `Venue: ${b.venueName}, ${b.venueAddress}`,
      `Date and time: ${b.dateTime}`,
      b.takeawayKit && `Takeaway kit: ${TAKEAWAY_KIT_NOTE}`,
      `Amount paid: ${amount}`,
      `Your booking and check-in QR code: ${thankYouUrl}`,
    ),
    body: [
      b.parentName,
      b.bookingId,
      b.childName,
      b.venueName,
      b.dateTime,
      b.venueAddress,
      b.takeawayKit ? `${amount}${KIT_IN_AMOUNT}` : amount,
      thankYouUrl,
    ],
  };
}

export function bookingChangeText(b: BookingFacts, what: string, thankYouUrl: string): WhatsappContent {
  return {
    text: lines(`Hi ${b.parentName}, ${what}`, `Booking ID: ${b.bookingId}`, `Details: ${thankYouUrl}`),
    body: [b.parentName, b.bookingId, what],
  };
}

export function bookingReminderText(b: BookingFacts, reminder: string): WhatsappContent {
  const bring = b.whatToBring || '-';
  return {
    text: lines(
      `Hi ${b.parentName}, ${b.childName}'s RoboLeague workshop is ${reminderWhen(reminder)}.`,
      `Venue: ${b.venueName}, ${b.venueAddress}`,
      `Map: ${mapLink(b)}`,
      `Date and time: ${b.dateTime}`,
      b.whatToBring && `What to bring: ${b.whatToBring}`,
      kitLine(b),
      `Booking ID: ${b.bookingId}`,
    ),
    body: [b.parentName, b.childName, b.venueName, b.dateTime, b.venueAddress, mapLink(b), bring, kitLine(b)],
  };
}

export function venueChangedText(b: BookingFacts, changes: VenueChange[], thankYouUrl: string): WhatsappContent {
  const changed = changes.map((c) => `${c.label}: was ${c.was}, now ${c.now}`).join('; ');
  return {
    text: lines(
      `Hi ${b.parentName}, ${b.childName}'s RoboLeague workshop at ${b.venueName} has changed.`,
      ...changes.map((c) => `${c.label}: was ${c.was}, now ${c.now}`),
      `Booking ID: ${b.bookingId}`,
      `Details: ${thankYouUrl}`,
    ),
    body: [b.parentName, b.childName, b.venueName, changed, thankYouUrl],
  };
}

export function orderConfirmedText(o: OrderFacts, orderUrl: string): WhatsappContent {
  const name = o.customerName ? ` ${o.customerName}` : '';
  const item = `${o.quantity} x ${o.productName}`;
  const amount = formatPaise(o.amountPaise);
  return {
    text: lines(
      `Hi${name}! Your RoboLeague order ${o.orderId} is confirmed.`,
      `${item} (SKU ${o.sku})`,
      `Amount paid: ${amount}`,
      'We process orders within 1-2 business days and e-mail you the tracking details once it ships.',
    ),
    body: [o.customerName ?? 'there', o.orderId, item, amount, orderUrl],
  };
}

export function orderShippedText(o: OrderFacts): WhatsappContent {
  const name = o.customerName ? ` ${o.customerName}` : '';
  return {
    text: lines(
      `Hi${name}! Your RoboLeague order ${o.orderId} has shipped.`,
      o.courier && `Courier: ${o.courier}`,
      o.trackingNumber && `Tracking number: ${o.trackingNumber}`,
      o.trackingUrl && `Track it: ${o.trackingUrl}`,
    ),
    body: [o.customerName ?? 'there', o.orderId, o.courier ?? '-', o.trackingNumber ?? '-', o.trackingUrl ?? '-'],
  };
}

export function orderChangeText(o: OrderFacts, what: string): WhatsappContent {
  const name = o.customerName ? ` ${o.customerName}` : '';
  return {
    text: lines(`Hi${name}, ${what}`, `Order ID: ${o.orderId}`),
    body: [o.customerName ?? 'there', o.orderId, what],
  };
}

export function plainText(text: string): WhatsappContent {
  return { text, body: [text] };
}
