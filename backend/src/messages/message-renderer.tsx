import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ReactElement } from 'react';
import type { DataSource } from 'typeorm';
import type { I18n } from '@lingui/core';
import { formatPaise, paise, pathInLanguage, type Language, type Paise } from '@robo/domain';
import { Settings } from '../config/settings.js';
import { Catalogs } from '../i18n/catalogs.js';
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
  PaymentReminderEmail,
  WaitlistJoinedEmail,
  WaitlistOfferEmail,
  type WaitlistFacts,
} from './email/other-emails.js';
import { bookingCalendar, hasCalendar, type CalendarMethod } from './email/venue-calendar.js';
import { LowStockEmail, StaffInviteEmail, StaffRefundsEmail } from './staff-email/staff-emails.js';
import { bookingIn, bookingUpdate, greeting } from './message-language.js';
import { cancellationLine } from './cancellation-notice.js';
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
  /** The language it is written in (README.md, "Languages"). */
  language: Language;
}

/** A money parameter of a message (0 when absent): the amounts a message was queued with enter here as paise. */
const paiseParam = (m: MessageToRender, name: string): Paise => paise(Number(m.params[name] ?? 0));

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

let emailRendering: Promise<typeof import('@react-email/render')> | undefined;

/** A message the renderer cannot build now, but may later (the QR image is still being drawn): retried. */
class NotReadyYet extends Error {}

/**
 * The approved WhatsApp templates' language per parent's language: English's is the
 * WHATSAPP_TEMPLATE_LANGUAGE setting; each template is approved under one name in every language.
 */
const WHATSAPP_LANGUAGE_CODES: Record<Exclude<Language, 'en'>, string> = { hi: 'hi', mr: 'mr' };

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
    private readonly catalogs: Catalogs,
  ) {}

  async render(message: MessageToRender): Promise<Rendering> {
    if (message.channel === 'email') {
      const email = await this.email(message);
      // Loaded on first use: the web process rarely needs it (docs/decisions.md, Operations).
      const { render, toPlainText } = await (emailRendering ??= import('@react-email/render'));
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
    const languageCode = { ...WHATSAPP_LANGUAGE_CODES, en: this.settings.whatsappTemplateLanguage }[message.language];
    const request: WhatsappRequest = templateName
      ? {
          messaging_product: 'whatsapp',
          to: message.recipient,
          type: 'template',
          template: {
            name: templateName,
            language: { code: languageCode },
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
        // Loaded on first use: the web process rarely needs it (docs/decisions.md, Operations).
        const { default: QRCode } = await import('qrcode');
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
          this.bookingLinks(message, booking).thankYou,
          new URL(this.settings.publicUrl).hostname,
          {
            method,
            organizerEmail: /<([^>]+)>/.exec(this.settings.mailFrom)?.[1] ?? this.settings.mailFrom,
            i18n: this.translator(message),
          },
        );
        if (ics) files.push({ ...spec, content: ics });
      }
    }
    return files;
  }

  private async email(m: MessageToRender): Promise<Email> {
    const i18n = this.translator(m);
    const text = (name: string) => (typeof m.params[name] === 'string' ? (m.params[name] as string) : null);
    const none: AttachmentSpec[] = [];
    switch (m.template) {
      case 'booking_confirmed': {
        const booking = await this.booking(m);
        const links = await this.bookingLinksWithInvoice(m, booking);
        const attachments: AttachmentSpec[] = [{ filename: 'ticket-qr.png', contentType: 'image/png', cid: QR_CID }];
        if (hasCalendar(booking)) attachments.push({ filename: 'workshop.ics', contentType: calendarType('PUBLISH') });
        if (links.invoice) attachments.push({ filename: `invoice-${booking.bookingId}.pdf`, contentType: PDF });
        return {
          subject: i18n._('messages.bookingConfirmed.subject', {
            child: booking.childName,
            venue: booking.venueName,
            bookingId: booking.bookingId,
          }),
          element: <BookingConfirmedEmail i18n={i18n} booking={booking} links={links} />,
          attachments,
        };
      }
      case 'booking_cancelled': {
        const booking = await this.booking(m);
        return {
          subject: i18n._('messages.bookingCancelled.subject', { bookingId: booking.bookingId }),
          element: (
            <BookingCancelledEmail
              i18n={i18n}
              booking={booking}
              links={this.bookingLinks(m, booking)}
              reason={text('reason')}
              refundPaise={paiseParam(m, 'refundPaise')}
            />
          ),
          attachments: none,
        };
      }
      case 'booking_refunded': {
        const booking = await this.booking(m);
        return {
          subject: i18n._('messages.bookingRefunded.subject', {
            amount: formatPaise(paiseParam(m, 'amountPaise')),
            bookingId: booking.bookingId,
          }),
          element: (
            <BookingRefundedEmail
              i18n={i18n}
              booking={booking}
              links={this.bookingLinks(m, booking)}
              amountPaise={paiseParam(m, 'amountPaise')}
            />
          ),
          attachments: none,
        };
      }
      case 'booking_transferred': {
        const booking = await this.booking(m);
        return {
          subject: i18n._('messages.bookingTransferred.subject', { bookingId: booking.bookingId }),
          element: (
            <BookingTransferredEmail
              i18n={i18n}
              booking={booking}
              links={this.bookingLinks(m, booking)}
              previous={text('previous')}
            />
          ),
          attachments: none,
        };
      }
      case 'booking_updated': {
        const booking = await this.booking(m);
        return {
          subject: i18n._('messages.bookingUpdated.subject', { bookingId: booking.bookingId }),
          element: (
            <BookingUpdatedEmail
              i18n={i18n}
              booking={booking}
              links={this.bookingLinks(m, booking)}
              what={bookingUpdate(i18n, m.params)}
            />
          ),
          attachments: none,
        };
      }
      case 'booking_reminder': {
        const booking = await this.booking(m);
        return {
          subject: i18n._('messages.bookingReminder.subject', {
            child: booking.childName,
            venue: booking.venueName,
            dateTime: booking.dateTime,
          }),
          element: (
            <BookingReminderEmail
              i18n={i18n}
              booking={booking}
              links={this.bookingLinks(m, booking)}
              reminder={text('reminder') ?? ''}
            />
          ),
          attachments: none,
        };
      }
      case 'venue_changed': {
        const booking = await this.booking(m);
        const links = this.bookingLinks(m, booking);
        return {
          subject: i18n._('messages.venueChanged.subject', {
            venue: booking.venueName,
            dateTime: booking.dateTime,
            bookingId: booking.bookingId,
          }),
          element: (
            <VenueChangedEmail i18n={i18n} booking={booking} links={links} changes={venueChanges(i18n, m.params)} />
          ),
          attachments: hasCalendar(booking)
            ? [{ filename: 'workshop.ics', contentType: calendarType('REQUEST') }]
            : none,
        };
      }
      case 'order_confirmed': {
        const order = await this.order(m);
        const links = await this.orderLinks(m, order);
        const attachments = links.invoice ? [{ filename: `invoice-${order.orderId}.pdf`, contentType: PDF }] : none;
        return {
          subject: i18n._('messages.orderConfirmed.subject', { orderId: order.orderId }),
          element: <OrderConfirmedEmail i18n={i18n} order={order} links={links} />,
          attachments,
        };
      }
      case 'order_shipped': {
        const order = await this.order(m);
        return {
          subject: i18n._('messages.orderShipped.subject', { orderId: order.orderId }),
          element: <OrderShippedEmail i18n={i18n} order={order} links={await this.orderLinks(m, order)} />,
          attachments: none,
        };
      }
      case 'order_cancelled': {
        const order = await this.order(m);
        return {
          subject: i18n._('messages.orderCancelled.subject', { orderId: order.orderId }),
          element: (
            <OrderCancelledEmail
              i18n={i18n}
              order={order}
              reason={text('reason')}
              refundPaise={paiseParam(m, 'refundPaise')}
            />
          ),
          attachments: none,
        };
      }
      case 'order_refunded': {
        const order = await this.order(m);
        return {
          subject: i18n._('messages.orderRefunded.subject', {
            amount: formatPaise(paiseParam(m, 'amountPaise')),
            orderId: order.orderId,
          }),
          element: (
            <OrderRefundedEmail
              i18n={i18n}
              order={order}
              links={await this.orderLinks(m, order)}
              amountPaise={paiseParam(m, 'amountPaise')}
            />
          ),
          attachments: none,
        };
      }
      case 'payment_reminder': {
        const reminder = await this.reminder(m);
        return {
          subject: i18n._('messages.paymentReminder.subject', { what: reminder.what }),
          element: <PaymentReminderEmail i18n={i18n} {...reminder} />,
          attachments: none,
        };
      }
      case 'staff_invite':
        return {
          subject: 'You are invited to the RoboLeague admin',
          element: (
            <StaffInviteEmail
              i18n={i18n}
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
              i18n={i18n}
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
          subject: `Staff refunds on ${text('day')}: ${m.params.count} for ${formatPaise(paiseParam(m, 'totalPaise'))}`,
          element: (
            <StaffRefundsEmail
              i18n={i18n}
              day={text('day') ?? ''}
              lines={(text('lines') ?? '').split('\n')}
              totalPaise={paiseParam(m, 'totalPaise')}
              bookingsUrl={this.absolute('/admin/bookings')}
            />
          ),
          attachments: none,
        };
      case 'announcement':
        return {
          subject: text('subject') ?? '',
          element: (
            <AnnouncementEmail i18n={i18n} text={text('text') ?? ''} unsubscribeUrl={text('unsubscribeUrl') ?? ''} />
          ),
          attachments: none,
        };
      case 'access_code':
        return {
          subject: i18n._('messages.accessCode.subject', { code: text('code') ?? '' }),
          element: <AccessCodeEmail i18n={i18n} code={text('code') ?? ''} minutes={Number(m.params.minutes ?? 10)} />,
          attachments: none,
        };
      case 'waitlist_joined':
        return {
          subject: i18n._('messages.waitlistJoined.subject', { venue: text('venue') ?? '' }),
          element: (
            <WaitlistJoinedEmail i18n={i18n} {...this.waitlistFacts(m)} position={Number(m.params.position ?? 0)} />
          ),
          attachments: none,
        };
      case 'waitlist_offer':
        return {
          subject: i18n._('messages.waitlistOffer.subject', {
            child: text('childName') ?? '',
            venue: text('venue') ?? '',
          }),
          element: <WaitlistOfferEmail i18n={i18n} {...this.waitlistFacts(m)} until={text('until') ?? ''} />,
          attachments: none,
        };
    }
  }

  private async whatsapp(m: MessageToRender): Promise<{ content: wa.WhatsappContent; header?: WhatsappComponent }> {
    const i18n = this.translator(m);
    const text = (name: string) => (typeof m.params[name] === 'string' ? (m.params[name] as string) : null);
    const amount = (name: string) => formatPaise(paiseParam(m, name));
    const refundPaise = () => paiseParam(m, 'refundPaise');
    /** "… has been cancelled." and, when a reason was given, "Reason: …". */
    const withReason = (what: string) => {
      const reason = text('reason');
      return reason ? `${what} ${i18n._('messages.reason', { reason })}` : what;
    };
    switch (m.template) {
      case 'booking_confirmed': {
        const booking = await this.booking(m);
        const content = wa.bookingConfirmedText(i18n, booking, this.bookingLinks(m, booking).thankYou);
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
            i18n,
            booking,
            withReason(cancellationLine(i18n, 'booking', refundPaise(), { child: booking.childName })),
            this.bookingLinks(m, booking).thankYou,
          ),
        };
      }
      case 'booking_refunded': {
        const booking = await this.booking(m);
        return {
          content: wa.bookingChangeText(
            i18n,
            booking,
            i18n._('messages.refund.whatsapp', { amount: amount('amountPaise') }),
            this.bookingLinks(m, booking).thankYou,
          ),
        };
      }
      case 'booking_transferred': {
        const booking = await this.booking(m);
        return {
          content: wa.bookingChangeText(
            i18n,
            booking,
            i18n._('messages.bookingTransferred.whatsapp', { venue: booking.venueName, dateTime: booking.dateTime }),
            this.bookingLinks(m, booking).thankYou,
          ),
        };
      }
      case 'booking_updated': {
        const booking = await this.booking(m);
        return {
          content: wa.bookingChangeText(
            i18n,
            booking,
            bookingUpdate(i18n, m.params),
            this.bookingLinks(m, booking).thankYou,
          ),
        };
      }
      case 'booking_reminder':
        return { content: wa.bookingReminderText(i18n, await this.booking(m), text('reminder') ?? '') };
      case 'venue_changed': {
        const booking = await this.booking(m);
        return {
          content: wa.venueChangedText(
            i18n,
            booking,
            venueChanges(i18n, m.params),
            this.bookingLinks(m, booking).thankYou,
          ),
        };
      }
      case 'order_confirmed': {
        const order = await this.order(m);
        return { content: wa.orderConfirmedText(i18n, order, this.orderPage(m, order.orderId)) };
      }
      case 'order_shipped':
        return { content: wa.orderShippedText(i18n, await this.order(m)) };
      case 'order_cancelled':
        return {
          content: wa.orderChangeText(
            i18n,
            await this.order(m),
            withReason(cancellationLine(i18n, 'order', refundPaise())),
          ),
        };
      case 'order_refunded':
        return {
          content: wa.orderChangeText(
            i18n,
            await this.order(m),
            i18n._('messages.refund.whatsapp', { amount: amount('amountPaise') }),
          ),
        };
      case 'payment_reminder': {
        const reminder = await this.reminder(m);
        return {
          content: wa.plainText(
            i18n._('messages.paymentReminder.whatsapp', {
              hi: greeting(i18n, reminder.name),
              amount: formatPaise(reminder.amountPaise),
              what: reminder.what,
              url: reminder.payUrl,
            }),
          ),
        };
      }
      case 'access_code':
        return {
          content: {
            text: i18n._('messages.accessCode.whatsapp', {
              code: text('code') ?? '',
              minutes: Number(m.params.minutes ?? 10),
            }),
            body: [text('code') ?? ''],
          },
        };
      case 'waitlist_offer': {
        const offer = this.waitlistFacts(m);
        return {
          content: wa.plainText(
            i18n._('messages.waitlistOffer.whatsapp', {
              venue: offer.venue,
              child: offer.childName,
              until: text('until') ?? '',
              url: offer.url,
            }),
          ),
        };
      }
      case 'announcement':
        return {
          content: {
            text: `${text('text') ?? ''}\n\n${i18n._('messages.announcement.whatsappFooter')}`,
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

  /** The message's language's translator (catalogue area `messages`). */
  private translator(m: MessageToRender): I18n {
    return this.catalogs.translator(m.language);
  }

  private waitlistFacts(m: MessageToRender): WaitlistFacts {
    const text = (name: string) => String(m.params[name] ?? '');
    return { childName: text('childName'), venue: text('venue'), url: this.page(m, text('path')) };
  }

  /** The booking as its message's language says it (dates, grade group). */
  private async booking(m: MessageToRender): Promise<BookingFacts> {
    const booking = m.bookingId ? await loadBookingFacts(this.db, m.bookingId) : undefined;
    if (!booking) throw new Error(`Message ${m.id}: booking ${m.bookingId} not found`);
    return bookingIn(this.translator(m), booking);
  }

  private async order(m: MessageToRender): Promise<OrderFacts> {
    const order = m.orderId ? await loadOrderFacts(this.db, m.orderId) : undefined;
    if (!order) throw new Error(`Message ${m.id}: order ${m.orderId} not found`);
    return order;
  }

  private async reminder(
    m: MessageToRender,
  ): Promise<{ name: string | null; what: string; amountPaise: Paise; payUrl: string }> {
    const i18n = this.translator(m);
    const payUrl = this.page(m, typeof m.params.payUrl === 'string' ? m.params.payUrl : '/');
    if (m.bookingId) {
      const b = await this.booking(m);
      return {
        name: b.parentName,
        what: i18n._('messages.paymentReminder.bookingWhat', {
          child: b.childName,
          venue: b.venueName,
          bookingId: b.bookingId,
        }),
        amountPaise: b.amountPaise,
        payUrl,
      };
    }
    const o = await this.order(m);
    return {
      name: o.customerName,
      what: i18n._('messages.paymentReminder.orderWhat', { orderId: o.orderId }),
      amountPaise: o.amountPaise,
      payUrl,
    };
  }

  private bookingLinks(m: MessageToRender, booking: BookingFacts): BookingLinks {
    return {
      thankYou: this.page(m, `/thank-you/${booking.bookingId}`),
      map: mapLink(booking),
      invoice: null,
    };
  }

  /** The GST invoice stays English: its link has no language. */
  private async bookingLinksWithInvoice(m: MessageToRender, booking: BookingFacts): Promise<BookingLinks> {
    const invoice = await this.invoiceFiles.buyerLink(booking.bookingId);
    return { ...this.bookingLinks(m, booking), invoice: invoice && this.absolute(invoice) };
  }

  private async orderLinks(m: MessageToRender, order: OrderFacts): Promise<OrderLinks> {
    const invoice = await this.invoiceFiles.buyerLink(order.orderId);
    return { orderPage: this.orderPage(m, order.orderId), invoice: invoice && this.absolute(invoice) };
  }

  private orderPage(m: MessageToRender, orderId: string): string {
    return this.page(m, `/thank-you/order/${orderId}`);
  }

  /** A page of the site in the message's language (`/hi/thank-you/…`); a full URL stays as it is. */
  private page(m: MessageToRender, path: string): string {
    return this.absolute(/^https?:\/\//.test(path) ? path : pathInLanguage(m.language, path));
  }

  private absolute(path: string): string {
    return /^https?:\/\//.test(path) ? path : `${this.settings.publicUrl}${path}`;
  }
}

export { NotReadyYet };
