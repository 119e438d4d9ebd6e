import type { I18n } from '@lingui/core';
import { formatPaise, type Paise } from '@robo/domain';
import { Action, EmailLayout, Facts, Paragraph } from '../email/layout.js';

/*
 * E-mails to staff: English only, as the admin is (docs/decisions.md, Languages); `i18n` is the
 * English translator, for the frame every e-mail shares.
 */

export function StaffInviteEmail({
  i18n,
  name,
  role,
  inviteUrl,
}: {
  i18n: I18n;
  name: string;
  role: string;
  inviteUrl: string;
}) {
  return (
    <EmailLayout
      i18n={i18n}
      preview="You are invited to the RoboLeague admin"
      heading="You are invited to the RoboLeague admin"
    >
      <Paragraph>
        Hi {name}, you have been invited to join the RoboLeague admin as {role}. The link works once and for 48 hours.
      </Paragraph>
      <Action href={inviteUrl}>Accept the invitation</Action>
    </EmailLayout>
  );
}

export function LowStockEmail({
  i18n,
  productName,
  sku,
  inventory,
  held,
  lastChange,
  productsUrl,
}: {
  i18n: I18n;
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
    <EmailLayout i18n={i18n} preview={`Low stock: ${productName}`} heading="A product is running low">
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
  i18n,
  day,
  lines,
  totalPaise,
  bookingsUrl,
}: {
  i18n: I18n;
  day: string;
  lines: string[];
  totalPaise: Paise;
  bookingsUrl: string;
}) {
  return (
    <EmailLayout i18n={i18n} preview={`Staff refunds on ${day}`} heading={`Staff refunds on ${day}`}>
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
