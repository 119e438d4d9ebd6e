import { Img } from '@react-email/components';
import { formatPaise, TAKEAWAY_KIT_NOTE } from '@robo/domain';
import { cancellationRefund } from '../cancellation-notice.js';
import type { BookingFacts } from '../message-facts.js';
import { kitLine, reminderWhen, type VenueChange } from '../workshop-notices.js';
import { Action, EmailLayout, ExternalLink, Facts, Paragraph } from './layout.js';

/** Where a booking e-mail's links go (absolute URLs). */
export interface BookingLinks {
  thankYou: string;
  map: string;
  invoice: string | null;
}

export const QR_CID = 'ticket-qr@roboleague';

function bookingRows(b: BookingFacts, links: BookingLinks): Array<[string, React.ReactNode]> {
  return [
    ['Booking ID', b.bookingId],
    ['Student', `${b.childName} (${b.grade}), ${b.schoolName}`],
    ['Venue', b.venueName],
    ['Date and time', b.dateTime],
    [
      'Address',
      <ExternalLink key="map" href={links.map}>
        {b.venueAddress}
      </ExternalLink>,
    ],
  ];
}

export function BookingConfirmedEmail({ booking, links }: { booking: BookingFacts; links: BookingLinks }) {
  return (
    <EmailLayout
      preview={`Your seat for ${booking.childName} is confirmed`}
      heading="Your workshop booking is confirmed"
    >
      <Paragraph>
        Hi {booking.parentName}, thank you for booking. Show this QR code at the entrance on the day.
      </Paragraph>
      <Img src={`cid:${QR_CID}`} width="220" height="220" alt={`Check-in QR code for booking ${booking.bookingId}`} />
      <Facts
        rows={[
          ...bookingRows(booking, links),
          ...(booking.takeawayKit ? [['Takeaway kit', TAKEAWAY_KIT_NOTE] as [string, string]] : []),
          ['Amount paid', formatPaise(booking.amountPaise)],
        ]}
      />
      <Paragraph>The calendar entry and your tax invoice are attached.</Paragraph>
      <Action href={links.thankYou}>View your booking</Action>
    </EmailLayout>
  );
}

export function BookingCancelledEmail({
  booking,
  links,
  reason,
  refundPaise,
}: {
  booking: BookingFacts;
  links: BookingLinks;
  reason: string | null;
  refundPaise: number;
}) {
  return (
    <EmailLayout preview={`Booking ${booking.bookingId} is cancelled`} heading="Your booking is cancelled">
      <Paragraph>
        Hi {booking.parentName}, your booking {booking.bookingId} for {booking.childName} has been cancelled.
      </Paragraph>
      {reason && <Paragraph>Reason: {reason}</Paragraph>}
      <Facts rows={bookingRows(booking, links)} />
      <Paragraph>{cancellationRefund(refundPaise)}</Paragraph>
    </EmailLayout>
  );
}

export function BookingRefundedEmail({
  booking,
  links,
  amountPaise,
}: {
  booking: BookingFacts;
  links: BookingLinks;
  amountPaise: number;
}) {
  return (
    <EmailLayout
      preview={`Refund of ${formatPaise(amountPaise)} for ${booking.bookingId}`}
      heading="Your refund is on its way"
    >
      <Paragraph>
        Hi {booking.parentName}, we have refunded {formatPaise(amountPaise)} for booking {booking.bookingId} to the card
        or account you paid with. Banks usually take 5-7 working days to show it.
      </Paragraph>
      <Facts rows={bookingRows(booking, links)} />
      <Action href={links.thankYou}>View your booking</Action>
    </EmailLayout>
  );
}

export function BookingTransferredEmail({
  booking,
  links,
  previous,
}: {
  booking: BookingFacts;
  links: BookingLinks;
  previous: string | null;
}) {
  return (
    <EmailLayout preview={`Booking ${booking.bookingId} has new details`} heading="Your booking has been moved">
      <Paragraph>
        Hi {booking.parentName}, your booking {booking.bookingId} has been changed
        {previous ? ` (it was: ${previous})` : ''}. These are the details now; your QR code stays the same.
      </Paragraph>
      <Facts rows={bookingRows(booking, links)} />
      <Action href={links.thankYou}>View your booking</Action>
    </EmailLayout>
  );
}

/** A change the parent made or asked for, said in one sentence (`what`), with the booking as it is now. */
export function BookingUpdatedEmail({
  booking,
  links,
  what,
}: {
  booking: BookingFacts;
  links: BookingLinks;
  what: string;
}) {
  return (
    <EmailLayout preview={`About your booking ${booking.bookingId}`} heading="About your booking">
      <Paragraph>
        Hi {booking.parentName}, {what}
      </Paragraph>
      <Facts rows={bookingRows(booking, links)} />
      <Action href={links.thankYou}>View your booking</Action>
    </EmailLayout>
  );
}

export function BookingReminderEmail({
  booking,
  links,
  reminder,
}: {
  booking: BookingFacts;
  links: BookingLinks;
  reminder: string;
}) {
  const when = reminderWhen(reminder);
  return (
    <EmailLayout preview={`${booking.childName}'s workshop is ${when}`} heading={`See you ${when}`}>
      <Paragraph>
        Hi {booking.parentName}, this is a reminder of {booking.childName}&apos;s RoboLeague workshop. Bring the QR code
        from your confirmation (or open your booking page) to check in.
      </Paragraph>
      <Facts
        rows={[
          ...bookingRows(booking, links),
          ...(booking.whatToBring ? [['What to bring', booking.whatToBring] as [string, string]] : []),
          ['Kit', kitLine(booking)],
        ]}
      />
      <Action href={links.thankYou}>View your booking</Action>
    </EmailLayout>
  );
}

export function VenueChangedEmail({
  booking,
  links,
  changes,
}: {
  booking: BookingFacts;
  links: BookingLinks;
  changes: VenueChange[];
}) {
  return (
    <EmailLayout preview={`${booking.venueName}: the workshop has changed`} heading="Your workshop has changed">
      <Paragraph>
        Hi {booking.parentName}, the organisers changed {booking.childName}&apos;s workshop at {booking.venueName}. Your
        booking and QR code stay valid; the attached calendar file updates the event in your calendar.
      </Paragraph>
      {changes.map((change) => (
        <Paragraph key={change.label}>
          {change.label}: was {change.was}, now <strong>{change.now}</strong>
        </Paragraph>
      ))}
      <Facts rows={bookingRows(booking, links)} />
      <Action href={links.thankYou}>View your booking</Action>
    </EmailLayout>
  );
}
