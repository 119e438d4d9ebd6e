import type { I18n } from '@lingui/core';
import { Img } from '@react-email/img';
import { formatPaise, type Paise } from '@robo/domain';
import { cancellationRefund } from '../cancellation-notice.js';
import type { BookingFacts } from '../message-facts.js';
import { greeting } from '../message-language.js';
import { kitLine, reminderWhen, type VenueChange } from '../workshop-notices.js';
import { Action, EmailLayout, ExternalLink, Facts, Paragraph } from './layout.js';

/** Where a booking e-mail's links go (absolute URLs, in the parent's language). */
export interface BookingLinks {
  thankYou: string;
  map: string;
  invoice: string | null;
}

/** What every booking e-mail is given: its translator (the booking's language), the booking and its links. */
interface BookingEmail {
  i18n: I18n;
  booking: BookingFacts;
  links: BookingLinks;
}

export const QR_CID = 'ticket-qr@roboleague';

function bookingRows(i18n: I18n, b: BookingFacts, links: BookingLinks): Array<[string, React.ReactNode]> {
  return [
    [i18n._('messages.booking.id'), b.bookingId],
    [
      i18n._('messages.booking.student'),
      i18n._('messages.booking.studentValue', { child: b.childName, grade: b.grade, school: b.schoolName }),
    ],
    [i18n._('messages.booking.venue'), b.venueName],
    [i18n._('messages.booking.dateTime'), b.dateTime],
    [
      i18n._('messages.booking.address'),
      <ExternalLink key="map" href={links.map}>
        {b.venueAddress}
      </ExternalLink>,
    ],
  ];
}

function ViewBooking({ i18n, links }: { i18n: I18n; links: BookingLinks }) {
  return <Action href={links.thankYou}>{i18n._('messages.booking.view')}</Action>;
}

export function BookingConfirmedEmail({ i18n, booking, links }: BookingEmail) {
  return (
    <EmailLayout
      i18n={i18n}
      preview={i18n._('messages.bookingConfirmed.preview', { child: booking.childName })}
      heading={i18n._('messages.bookingConfirmed.heading')}
    >
      <Paragraph>{i18n._('messages.bookingConfirmed.intro', { parent: booking.parentName })}</Paragraph>
      <Img
        src={`cid:${QR_CID}`}
        width="220"
        height="220"
        alt={i18n._('messages.bookingConfirmed.qrAlt', { bookingId: booking.bookingId })}
      />
      <Facts
        rows={[
          ...bookingRows(i18n, booking, links),
          ...(booking.takeawayKit
            ? [[i18n._('messages.booking.takeawayKit'), i18n._('messages.kit.note')] as [string, string]]
            : []),
          [i18n._('messages.booking.amountPaid'), formatPaise(booking.amountPaise)],
        ]}
      />
      <Paragraph>{i18n._('messages.bookingConfirmed.attached')}</Paragraph>
      <ViewBooking i18n={i18n} links={links} />
    </EmailLayout>
  );
}

export function BookingCancelledEmail({
  i18n,
  booking,
  links,
  reason,
  refundPaise,
}: BookingEmail & { reason: string | null; refundPaise: Paise }) {
  return (
    <EmailLayout
      i18n={i18n}
      preview={i18n._('messages.bookingCancelled.preview', { bookingId: booking.bookingId })}
      heading={i18n._('messages.bookingCancelled.heading')}
    >
      <Paragraph>
        {i18n._('messages.bookingCancelled.intro', {
          parent: booking.parentName,
          bookingId: booking.bookingId,
          child: booking.childName,
        })}
      </Paragraph>
      {reason && <Paragraph>{i18n._('messages.reason', { reason })}</Paragraph>}
      <Facts rows={bookingRows(i18n, booking, links)} />
      <Paragraph>{cancellationRefund(i18n, refundPaise)}</Paragraph>
    </EmailLayout>
  );
}

export function BookingRefundedEmail({ i18n, booking, links, amountPaise }: BookingEmail & { amountPaise: Paise }) {
  const amount = formatPaise(amountPaise);
  return (
    <EmailLayout
      i18n={i18n}
      preview={i18n._('messages.refund.preview', { amount, id: booking.bookingId })}
      heading={i18n._('messages.refund.heading')}
    >
      <Paragraph>
        {i18n._('messages.bookingRefunded.intro', { parent: booking.parentName, amount, bookingId: booking.bookingId })}
      </Paragraph>
      <Facts rows={bookingRows(i18n, booking, links)} />
      <ViewBooking i18n={i18n} links={links} />
    </EmailLayout>
  );
}

export function BookingTransferredEmail({
  i18n,
  booking,
  links,
  previous,
}: BookingEmail & { previous: string | null }) {
  const names = { parent: booking.parentName, bookingId: booking.bookingId };
  return (
    <EmailLayout
      i18n={i18n}
      preview={i18n._('messages.bookingTransferred.preview', { bookingId: booking.bookingId })}
      heading={i18n._('messages.bookingTransferred.heading')}
    >
      <Paragraph>
        {previous
          ? i18n._('messages.bookingTransferred.introWas', { ...names, previous })
          : i18n._('messages.bookingTransferred.intro', names)}
      </Paragraph>
      <Facts rows={bookingRows(i18n, booking, links)} />
      <ViewBooking i18n={i18n} links={links} />
    </EmailLayout>
  );
}

/** A change the parent made or asked for, said in one sentence (`what`), with the booking as it is now. */
export function BookingUpdatedEmail({ i18n, booking, links, what }: BookingEmail & { what: string }) {
  return (
    <EmailLayout
      i18n={i18n}
      preview={i18n._('messages.bookingUpdated.subject', { bookingId: booking.bookingId })}
      heading={i18n._('messages.bookingUpdated.heading')}
    >
      <Paragraph>{i18n._('messages.whatsapp.hiWhat', { hi: greeting(i18n, booking.parentName), what })}</Paragraph>
      <Facts rows={bookingRows(i18n, booking, links)} />
      <ViewBooking i18n={i18n} links={links} />
    </EmailLayout>
  );
}

export function BookingReminderEmail({ i18n, booking, links, reminder }: BookingEmail & { reminder: string }) {
  const when = reminderWhen(i18n, reminder);
  return (
    <EmailLayout
      i18n={i18n}
      preview={i18n._('messages.bookingReminder.preview', { child: booking.childName, when })}
      heading={i18n._('messages.bookingReminder.heading', { when })}
    >
      <Paragraph>
        {i18n._('messages.bookingReminder.intro', { parent: booking.parentName, child: booking.childName })}
      </Paragraph>
      <Facts
        rows={[
          ...bookingRows(i18n, booking, links),
          ...(booking.whatToBring
            ? [[i18n._('messages.booking.whatToBring'), booking.whatToBring] as [string, string]]
            : []),
          [i18n._('messages.booking.kit'), kitLine(i18n, booking)],
        ]}
      />
      <ViewBooking i18n={i18n} links={links} />
    </EmailLayout>
  );
}

export function VenueChangedEmail({ i18n, booking, links, changes }: BookingEmail & { changes: VenueChange[] }) {
  return (
    <EmailLayout
      i18n={i18n}
      preview={i18n._('messages.venueChanged.preview', { venue: booking.venueName })}
      heading={i18n._('messages.venueChanged.heading')}
    >
      <Paragraph>
        {i18n._('messages.venueChanged.intro', {
          parent: booking.parentName,
          child: booking.childName,
          venue: booking.venueName,
        })}
      </Paragraph>
      {changes.map((change) => (
        <Paragraph key={change.label}>
          {i18n._('messages.venueChanged.changeWas', { label: change.label, was: change.was })}{' '}
          <strong>{change.now}</strong>
        </Paragraph>
      ))}
      <Facts rows={bookingRows(i18n, booking, links)} />
      <ViewBooking i18n={i18n} links={links} />
    </EmailLayout>
  );
}
