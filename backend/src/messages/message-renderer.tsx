import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { render, toPlainText } from '@react-email/render';
import QRCode from 'qrcode';
import type { ReactElement } from 'react';
import type { DataSource } from 'typeorm';
import { ANNOUNCEMENT_WHATSAPP_FOOTER, formatPaise } from '@robo/domain';
import { Settings } from '../config/settings.js';
import { InvoiceFiles } from '../invoices/invoice-files.js';
import { checkInUrl } from '../common/check-in-signature.js';
import { qrImagePath } from '../common/qr-image-url.js';
import type { WhatsappComponent, WhatsappRequest } from './channels/whatsapp-cloud.js';
import {
  BookingCancelledEmail,
  BookingConfirmedEmail,
  BookingRefundedEmail,
  BookingReminderEmail,
  BookingTransferredEmail,
  BookingUpdatedEmail,
  QR_CID,
  VenueChangedEmail,
  type BookingLinks,
} from './email/booking-emails.js';
import {
  OrderCancelledEmail,
  OrderConfirmedEmail,
  OrderRefundedEmail,
  OrderShippedEmail,
  type OrderLinks,
} from './email/order-emails.js';
import {
  AccessCodeEmail,
  AnnouncementEmail,
  LowStockEmail,
  PaymentReminderEmail,
  StaffInviteEmail,
  StaffRefundsEmail,
  WaitlistJoinedEmail,
  WaitlistOfferEmail,
  type WaitlistFacts,
} from './email/other-emails.js';
import { cancellationLine } from './cancellation-notice.js';
import { bookingCalendar, type CalendarMethod } from './email/venue-calendar.js';
import type { MessageChannel } from './message.entity.js';
import { loadBookingFacts, loadOrderFacts, type BookingFacts, type OrderFacts } from './message-facts.js';
import type { TemplateName } from './templates/catalogue.js';
import * as wa from './whatsapp-content.js';
import { mapLink, venueChanges } from './workshop-notices.js';
import { signingKeys } from '../common/purpose-signature.js';

/** The message fields rendering reads. */
export interface MessageToRender {
  id: string;
  channel: MessageChannel;
  template: TemplateName;
  recipient: string;
  bookingId: string | null;
  orderId: string | null;
  params: Record<string, unknown>;
}

export interface AttachmentSpec {
  filename: string;
  contentType: string;
  /** Set for an image shown inside the HTML (`cid:` URL). */
  cid?: string;
}

export interface EmailAttachment extends AttachmentSpec {
  content: Buffer | string;
}

/** What is stored on the message at its first attempt and sent on every attempt. */
export type Rendering =
  | { channel: 'email'; subject: string; html: string; text: string; attachments: AttachmentSpec[] }
  | { channel: 'whatsapp'; text: string; request: WhatsappRequest };

interface Email {
  subject: string;
  element: ReactElement;
  attachments: AttachmentSpec[];
}

const PDF = 'application/pdf';
/** The calendar file's content type; its `method` parameter is the file's METHOD (email/venue-calendar.ts). */
const calendarType = (method: CalendarMethod) => `text/calendar; method=${method}`;

/** A message the renderer cannot build now, but may later (the QR image is still being drawn): retried. */
class NotReadyYet extends Error {}

/**
 * Turns a message into exactly what its provider is sent (README.md: templates): React e-mail
 * components rendered to HTML and plain text, or a WhatsApp Cloud API request (an approved
 * template when settings name one, otherwise free text).
 */
@Injectable()
export class MessageRenderer {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly settings: Settings,
    private readonly invoiceFiles: InvoiceFiles,
  ) {}

  async render(message: MessageToRender): Promise<Rendering> {
    if (message.channel === 'email') {
      const email = await this.email(message);
      const html = await render(email.element);
      return {
        channel: 'email',
        subject: email.subject,
        html,
        text: toPlainText(html),
        attachments: email.attachments,
      };
    }
    const { content, header } = await this.whatsapp(message);
    const templateName = this.settings.whatsappTemplates[message.template];
    const request: WhatsappRequest = templateName
      ? {
          messaging_product: 'whatsapp',
          to: message.recipient,
          type: 'template',
          template: {
            name: templateName,
            language: { code: this.settings.whatsappTemplateLanguage },
            components: this.components(message.template, content, header),
          },
        }
      : {
          messaging_product: 'whatsapp',
          to: message.recipient,
          type: 'text',
          text: { body: content.text, preview_url: false },
        };
    return { channel: 'whatsapp', text: content.text, request };
  }

  /** The files an e-mail carries, built again on each attempt (they are not stored). */
  async attachments(message: MessageToRender, specs: AttachmentSpec[]): Promise<EmailAttachment[]> {
    const files: EmailAttachment[] = [];
    for (const spec of specs) {
      if (spec.cid === QR_CID && message.bookingId) {
        const url = checkInUrl(this.settings.publicUrl, signingKeys(this.settings), message.bookingId);
        files.push({ ...spec, content: await QRCode.toBuffer(url, { type: 'png', width: 360, margin: 2 }) });
      } else if (spec.contentType === PDF) {
        const pdf = await this.invoiceFiles.firstInvoicePdf(message.bookingId ?? message.orderId ?? '');
        if (!pdf) throw new NotReadyYet(`The invoice of ${message.bookingId ?? message.orderId} is not issued`);
        files.push({ ...spec, content: pdf.body });
      } else if (spec.contentType.startsWith('text/calendar') && message.bookingId) {
        const booking = await this.booking(message);
        const method: CalendarMethod = spec.contentType.endsWith('REQUEST') ? 'REQUEST' : 'PUBLISH';
        const ics = bookingCalendar(
          booking,
          this.bookingLinks(booking).thankYou,
          new URL(this.settings.publicUrl).hostname,
          {
            method,
            organizerEmail: /<([^>]+)>/.exec(this.settings.mailFrom)?.[1] ?? this.settings.mailFrom,
          },
        );
        if (ics) files.push({ ...spec, content: ics });
      }
    }
    return files;
  }

  private async email(m: MessageToRender): Promise<Email> {
    const text = (name: string) => (typeof m.params[name] === 'string' ? (m.params[name] as string) : null);
    const paise = (name: string) => Number(m.params[name] ?? 0);
    const none: AttachmentSpec[] = [];
    switch (m.template) {
      case 'booking_confirmed': {
        const booking = await this.booking(m);
        const links = await this.bookingLinksWithInvoice(booking);
        const attachments: AttachmentSpec[] = [{ filename: 'ticket-qr.png', contentType: 'image/png', cid: QR_CID }];
        if (bookingCalendar(booking, links.thankYou, 'x'))
          attachments.push({ filename: 'workshop.ics', contentType: calendarType('PUBLISH') });
        if (links.invoice) attachments.push({ filename: `invoice-${booking.bookingId}.pdf`, contentType: PDF });
        return {
          subject: `Booking confirmed: ${booking.childName} at ${booking.venueName} (${booking.bookingId})`,
          element: <BookingConfirmedEmail booking={booking} links={links} />,
          attachments,
        };
      }
      case 'booking_cancelled': {
        const booking = await this.booking(m);
        return {
          subject: `Booking cancelled: ${booking.bookingId}`,
          element: (
            <BookingCancelledEmail
              booking={booking}
              links={this.bookingLinks(booking)}
              reason={text('reason')}
              refundPaise={paise('refundPaise')}
            />
          ),
          attachments: none,
        };
      }
      case 'booking_refunded': {
        const booking = await this.booking(m);
        return {
          subject: `Refund of ${formatPaise(paise('amountPaise'))} for booking ${booking.bookingId}`,
          element: (
            <BookingRefundedEmail
              booking={booking}
              links={this.bookingLinks(booking)}
              amountPaise={paise('amountPaise')}
            />
          ),
          attachments: none,
        };
      }
      case 'booking_transferred': {
        const booking = await this.booking(m);
        return {
          subject: `Booking changed: ${booking.bookingId}`,
          element: (
            <BookingTransferredEmail booking={booking} links={this.bookingLinks(booking)} previous={text('previous')} />
          ),
          attachments: none,
        };
      }
      case 'booking_updated': {
        const booking = await this.booking(m);
        return {
          subject: `About your booking ${booking.bookingId}`,
          element: (
            <BookingUpdatedEmail booking={booking} links={this.bookingLinks(booking)} what={text('what') ?? ''} />
          ),
          attachments: none,
        };
      }
      case 'booking_reminder': {
        const booking = await this.booking(m);
        return {
          subject: `Reminder: ${booking.childName}'s workshop at ${booking.venueName}, ${booking.dateTime}`,
          element: (
            <BookingReminderEmail
              booking={booking}
              links={this.bookingLinks(booking)}
              reminder={text('reminder') ?? ''}
            />
          ),
          attachments: none,
        };
      }
      case 'venue_changed': {
        const booking = await this.booking(m);
        const links = this.bookingLinks(booking);
        return {
          subject: `Workshop changed: ${booking.venueName}, now ${booking.dateTime} (${booking.bookingId})`,
          element: <VenueChangedEmail booking={booking} links={links} changes={venueChanges(m.params)} />,
          attachments: bookingCalendar(booking, links.thankYou, 'x')
            ? [{ filename: 'workshop.ics', contentType: calendarType('REQUEST') }]
            : none,
        };
      }
      case 'order_confirmed': {
        const order = await this.order(m);
        const links = await this.orderLinks(order);
        const attachments = links.invoice ? [{ filename: `invoice-${order.orderId}.pdf`, contentType: PDF }] : none;
        return {
          subject: `Order confirmed: ${order.orderId}`,
          element: <OrderConfirmedEmail order={order} links={links} />,
          attachments,
        };
      }
      case 'order_shipped': {
        const order = await this.order(m);
        return {
          subject: `Your order ${order.orderId} has shipped`,
          element: <OrderShippedEmail order={order} links={await this.orderLinks(order)} />,
          attachments: none,
        };
      }
      case 'order_cancelled': {
        const order = await this.order(m);
        return {
          subject: `Order cancelled: ${order.orderId}`,
          element: <OrderCancelledEmail order={order} reason={text('reason')} refundPaise={paise('refundPaise')} />,
          attachments: none,
        };
      }
      case 'order_refunded': {
        const order = await this.order(m);
        return {
          subject: `Refund of ${formatPaise(paise('amountPaise'))} for order ${order.orderId}`,
          element: (
            <OrderRefundedEmail order={order} links={await this.orderLinks(order)} amountPaise={paise('amountPaise')} />
          ),
          attachments: none,
        };
      }
      case 'payment_reminder': {
        const reminder = await this.reminder(m);
        return {
          subject: `Complete your payment for ${reminder.what}`,
          element: <PaymentReminderEmail {...reminder} />,
          attachments: none,
        };
      }
      case 'staff_invite':
        return {
          subject: 'You are invited to the RoboLeague admin',
          element: (
            <StaffInviteEmail
              name={text('staffName') ?? ''}
              role={text('role') ?? 'staff'}
              inviteUrl={this.absolute(text('inviteUrl') ?? '/admin')}
            />
          ),
          attachments: none,
        };
      case 'low_stock':
        return {
          subject: `Low stock: ${text('productName')} (${m.params.inventory} left)`,
          element: (
            <LowStockEmail
              productName={text('productName') ?? ''}
              sku={text('sku') ?? ''}
              inventory={Number(m.params.inventory ?? 0)}
              held={Number(m.params.held ?? 0)}
              lastChange={text('lastChange')}
              productsUrl={this.absolute('/admin/products')}
            />
          ),
          attachments: none,
        };
      case 'staff_refunds':
        return {
          subject: `Staff refunds on ${text('day')}: ${m.params.count} for ${formatPaise(Number(m.params.totalPaise ?? 0))}`,
          element: (
            <StaffRefundsEmail
              day={text('day') ?? ''}
              lines={(text('lines') ?? '').split('\n')}
              totalPaise={Number(m.params.totalPaise ?? 0)}
              bookingsUrl={this.absolute('/admin/bookings')}
            />
          ),
          attachments: none,
        };
      case 'announcement':
        return {
          subject: text('subject') ?? '',
          element: <AnnouncementEmail text={text('text') ?? ''} unsubscribeUrl={text('unsubscribeUrl') ?? ''} />,
          attachments: none,
        };
      case 'access_code':
        return {
          subject: `Your RoboLeague code: ${text('code')}`,
          element: <AccessCodeEmail code={text('code') ?? ''} minutes={Number(m.params.minutes ?? 10)} />,
          attachments: none,
        };
      case 'waitlist_joined':
        return {
          subject: `On the waiting list for ${text('venue')}`,
          element: <WaitlistJoinedEmail {...this.waitlistFacts(m)} position={Number(m.params.position ?? 0)} />,
          attachments: none,
        };
      case 'waitlist_offer':
        return {
          subject: `A seat is held for ${text('childName')} at ${text('venue')}`,
          element: <WaitlistOfferEmail {...this.waitlistFacts(m)} until={text('until') ?? ''} />,
          attachments: none,
        };
    }
  }

  private async whatsapp(m: MessageToRender): Promise<{ content: wa.WhatsappContent; header?: WhatsappComponent }> {
    const text = (name: string) => (typeof m.params[name] === 'string' ? (m.params[name] as string) : null);
    const paise = (name: string) => formatPaise(Number(m.params[name] ?? 0));
    const refundPaise = () => Number(m.params.refundPaise ?? 0);
    switch (m.template) {
      case 'booking_confirmed': {
        const booking = await this.booking(m);
        const content = wa.bookingConfirmedText(booking, this.bookingLinks(booking).thankYou);
        if (!this.settings.whatsappTemplates.booking_confirmed) return { content };
        // The template's header is the ticket's QR image, fetched by WhatsApp from its signed URL.
        if (!booking.qrReady) throw new NotReadyYet(`The QR code of ${booking.bookingId} is not rendered yet`);
        const link = this.absolute(qrImagePath(signingKeys(this.settings), booking.bookingId));
        return { content, header: { type: 'header', parameters: [{ type: 'image', image: { link } }] } };
      }
      case 'booking_cancelled': {
        const booking = await this.booking(m);
        return {
          content: wa.bookingChangeText(
            booking,
            cancellationLine(`your booking for ${booking.childName}`, refundPaise(), text('reason')),
            this.bookingLinks(booking).thankYou,
          ),
        };
      }
      case 'booking_refunded': {
        const booking = await this.booking(m);
        return {
          content: wa.bookingChangeText(
            booking,
            `we have refunded ${paise('amountPaise')} to the card or account you paid with.`,
            this.bookingLinks(booking).thankYou,
          ),
        };
      }
      case 'booking_transferred': {
        const booking = await this.booking(m);
        return {
          content: wa.bookingChangeText(
            booking,
            `your booking now is: ${booking.venueName}, ${booking.dateTime}.`,
            this.bookingLinks(booking).thankYou,
          ),
        };
      }
      case 'booking_updated': {
        const booking = await this.booking(m);
        return { content: wa.bookingChangeText(booking, text('what') ?? '', this.bookingLinks(booking).thankYou) };
      }
      case 'booking_reminder':
        return { content: wa.bookingReminderText(await this.booking(m), text('reminder') ?? '') };
      case 'venue_changed': {
        const booking = await this.booking(m);
        return {
          content: wa.venueChangedText(booking, venueChanges(m.params), this.bookingLinks(booking).thankYou),
        };
      }
      case 'order_confirmed': {
        const order = await this.order(m);
        return { content: wa.orderConfirmedText(order, this.orderPage(order.orderId)) };
      }
      case 'order_shipped':
        return { content: wa.orderShippedText(await this.order(m)) };
      case 'order_cancelled':
        return {
          content: wa.orderChangeText(
            await this.order(m),
            cancellationLine('your order', refundPaise(), text('reason')),
          ),
        };
      case 'order_refunded':
        return {
          content: wa.orderChangeText(
            await this.order(m),
            `we have refunded ${paise('amountPaise')} to the card or account you paid with.`,
          ),
        };
      case 'payment_reminder': {
        const reminder = await this.reminder(m);
        return {
          content: wa.plainText(
            `Hi${reminder.name ? ` ${reminder.name}` : ''}, the payment of ${formatPaise(reminder.amountPaise)} for ${reminder.what} has not reached us. Complete it here: ${reminder.payUrl}`,
          ),
        };
      }
      case 'access_code':
        return {
          content: {
            text: `${text('code')} is your RoboLeague code. It works for ${Number(m.params.minutes ?? 10)} minutes.`,
            body: [text('code') ?? ''],
          },
        };
      case 'waitlist_offer': {
        const offer = this.waitlistFacts(m);
        return {
          content: wa.plainText(
            `A seat at ${offer.venue} is held for ${offer.childName} until ${text('until')}. Book it here: ${offer.url}`,
          ),
        };
      }
      case 'announcement':
        return {
          content: {
            text: `${text('text') ?? ''}\n\n${ANNOUNCEMENT_WHATSAPP_FOOTER}`,
            body: this.settings.announcementWhatsappParams.map((name) => text(name) ?? ''),
          },
        };
      case 'staff_invite':
      case 'low_stock':
      case 'staff_refunds':
      case 'waitlist_joined':
        throw new Error(`${m.template} is sent by e-mail only`);
    }
  }

  /** Header, body and (for one-time codes) the copy-code button, as the approved template expects. */
  private components(
    template: TemplateName,
    content: wa.WhatsappContent,
    header?: WhatsappComponent,
  ): WhatsappComponent[] {
    const components: WhatsappComponent[] = header ? [header] : [];
    components.push({ type: 'body', parameters: content.body.map((value) => ({ type: 'text', text: value })) });
    if (template === 'access_code')
      components.push({
        type: 'button',
        sub_type: 'url',
        index: '0',
        parameters: [{ type: 'text', text: content.body[0] ?? '' }],
      });
    return components;
  }

  private waitlistFacts(m: MessageToRender): WaitlistFacts {
    const text = (name: string) => String(m.params[name] ?? '');
    return { childName: text('childName'), venue: text('venue'), url: this.absolute(text('path')) };
  }

  private async booking(m: MessageToRender): Promise<BookingFacts> {
    const booking = m.bookingId ? await loadBookingFacts(this.db, m.bookingId) : undefined;
    if (!booking) throw new Error(`Message ${m.id}: booking ${m.bookingId} not found`);
    return booking;
  }

  private async order(m: MessageToRender): Promise<OrderFacts> {
    const order = m.orderId ? await loadOrderFacts(this.db, m.orderId) : undefined;
    if (!order) throw new Error(`Message ${m.id}: order ${m.orderId} not found`);
    return order;
  }

  private async reminder(
    m: MessageToRender,
  ): Promise<{ name: string | null; what: string; amountPaise: number; payUrl: string }> {
    const payUrl = this.absolute(typeof m.params.payUrl === 'string' ? m.params.payUrl : '/');
    if (m.bookingId) {
      const b = await this.booking(m);
      return {
        name: b.parentName,
        what: `${b.childName}'s seat at ${b.venueName} (${b.bookingId})`,
        amountPaise: b.amountPaise,
        payUrl,
      };
    }
    const o = await this.order(m);
    return { name: o.customerName, what: `your order ${o.orderId}`, amountPaise: o.amountPaise, payUrl };
  }

  private bookingLinks(booking: BookingFacts): BookingLinks {
    return {
      thankYou: this.absolute(`/thank-you/${booking.bookingId}`),
      map: mapLink(booking),
      invoice: null,
    };
  }

  private async bookingLinksWithInvoice(booking: BookingFacts): Promise<BookingLinks> {
    const invoice = await this.invoiceFiles.buyerLink(booking.bookingId);
    return { ...this.bookingLinks(booking), invoice: invoice && this.absolute(invoice) };
  }

  private async orderLinks(order: OrderFacts): Promise<OrderLinks> {
    const invoice = await this.invoiceFiles.buyerLink(order.orderId);
    return { orderPage: this.orderPage(order.orderId), invoice: invoice && this.absolute(invoice) };
  }

  private orderPage(orderId: string): string {
    return this.absolute(`/thank-you/order/${orderId}`);
  }

  private absolute(path: string): string {
    return /^https?:\/\//.test(path) ? path : `${this.settings.publicUrl}${path}`;
  }
}

export { NotReadyYet };
