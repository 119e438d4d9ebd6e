import { Img } from '@react-email/components';
import { formatPaise, TAKEAWAY_KIT_NOTE } from '@robo/domain';
import type { BookingFacts } from '../message-facts.js';
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
}: {
  booking: BookingFacts;
  links: BookingLinks;
  reason: string | null;
}) {
  return (
    <EmailLayout preview={`Booking ${booking.bookingId} is cancelled`} heading="Your booking is cancelled">
      <Paragraph>
        Hi {booking.parentName}, your booking {booking.bookingId} for {booking.childName} has been cancelled.
      </Paragraph>
      {reason && <Paragraph>Reason: {reason}</Paragraph>}
      <Facts rows={bookingRows(booking, links)} />
      <Paragraph>If a refund is due, we will send you a separate message once it is on its way.</Paragraph>
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
