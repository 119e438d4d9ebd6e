import { formatPaise } from '@robo/domain';
import { Action, EmailLayout, Facts, Paragraph } from './layout.js';

/** A booking or order waiting for its payment. */
export function PaymentReminderEmail({
  name,
  what,
  amountPaise,
  payUrl,
}: {
  name: string | null;
  what: string;
  amountPaise: number;
  payUrl: string;
}) {
  return (
    <EmailLayout preview={`Complete your payment for ${what}`} heading="Your payment is not complete yet">
      <Paragraph>
        Hi{name ? ` ${name}` : ''}, we are holding {what} for you, but the payment of {formatPaise(amountPaise)} has not
        reached us.
      </Paragraph>
      <Action href={payUrl}>Complete the payment</Action>
      <Paragraph>If you have already paid, you can ignore this message.</Paragraph>
    </EmailLayout>
  );
}

export function StaffInviteEmail({ name, role, inviteUrl }: { name: string; role: string; inviteUrl: string }) {
  return (
    <EmailLayout preview="You are invited to the RoboLeague admin" heading="You are invited to the RoboLeague admin">
      <Paragraph>
        Hi {name}, you have been invited to join the RoboLeague admin as {role}. The link works once and for 48 hours.
      </Paragraph>
      <Action href={inviteUrl}>Accept the invitation</Action>
    </EmailLayout>
  );
}

export function LowStockEmail({
  productName,
  sku,
  inventory,
  held,
  lastChange,
  productsUrl,
}: {
  productName: string;
  sku: string;
  inventory: number;
  /** Units held by checkouts not yet paid (they come back if unpaid). */
  held: number;
  /** The latest line of the product's stock history. */
  lastChange: string | null | undefined;
  productsUrl: string;
}) {
  return (
    <EmailLayout preview={`Low stock: ${productName}`} heading="A product is running low">
      <Facts
        rows={[
          ['Product', productName],
          ['SKU', sku],
          ['Units left', String(inventory)],
          ['Held by checkouts', String(held)],
          ...(lastChange ? ([['Last stock change', lastChange]] as Array<[string, string]>) : []),
        ]}
      />
      <Action href={productsUrl}>Open products</Action>
    </EmailLayout>
  );
}

/** The owner's daily list of what staff other than the owner refunded (backend/src/bookings-desk/README.md). */
export function StaffRefundsEmail({
  day,
  lines,
  totalPaise,
  bookingsUrl,
}: {
  day: string;
  lines: string[];
  totalPaise: number;
  bookingsUrl: string;
}) {
  return (
    <EmailLayout preview={`Staff refunds on ${day}`} heading={`Staff refunds on ${day}`}>
      <Paragraph>
        Staff other than you refunded {formatPaise(totalPaise)} in {lines.length} refund{lines.length === 1 ? '' : 's'}:
      </Paragraph>
      {lines.map((line) => (
        <Paragraph key={line}>{line}</Paragraph>
      ))}
      <Action href={bookingsUrl}>Open bookings</Action>
    </EmailLayout>
  );
}

export function AccessCodeEmail({ code, minutes }: { code: string; minutes: number }) {
  return (
    <EmailLayout preview={`Your RoboLeague code is ${code}`} heading="Your code to see your bookings">
      <Paragraph>Enter this code on the My booking page. It works for {minutes} minutes.</Paragraph>
      <Paragraph>
        <strong style={{ fontSize: 28, letterSpacing: 6 }}>{code}</strong>
      </Paragraph>
      <Paragraph>
        If you did not ask for it, ignore this e-mail: nobody can see your bookings without the code.
      </Paragraph>
    </EmailLayout>
  );
}

/** An announcement to parents: staff's words (placeholders filled), and the one-click unsubscribe link. */
export function AnnouncementEmail({ text, unsubscribeUrl }: { text: string; unsubscribeUrl: string }) {
  return (
    <EmailLayout preview={text.slice(0, 90)} heading="A message from RoboLeague">
      {text.split(/\n{2,}/).map((paragraph, index) => (
        <Paragraph key={index}>{paragraph}</Paragraph>
      ))}
      <Paragraph>
        <a href={unsubscribeUrl}>Unsubscribe from announcements</a> (booking confirmations and changes still reach you).
      </Paragraph>
    </EmailLayout>
  );
}
