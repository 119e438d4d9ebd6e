import type { I18n } from '@lingui/core';
import { formatPaise, type Paise } from '@robo/domain';
import { greeting } from '../message-language.js';
import { Action, EmailLayout, Paragraph } from './layout.js';

/** A booking or order waiting for its payment. */
export function PaymentReminderEmail({
  i18n,
  name,
  what,
  amountPaise,
  payUrl,
}: {
  i18n: I18n;
  name: string | null;
  what: string;
  amountPaise: Paise;
  payUrl: string;
}) {
  return (
    <EmailLayout
      i18n={i18n}
      preview={i18n._('messages.paymentReminder.subject', { what })}
      heading={i18n._('messages.paymentReminder.heading')}
    >
      <Paragraph>
        {i18n._('messages.paymentReminder.intro', {
          hi: greeting(i18n, name),
          what,
          amount: formatPaise(amountPaise),
        })}
      </Paragraph>
      <Action href={payUrl}>{i18n._('messages.paymentReminder.action')}</Action>
      <Paragraph>{i18n._('messages.paymentReminder.alreadyPaid')}</Paragraph>
    </EmailLayout>
  );
}

export function AccessCodeEmail({ i18n, code, minutes }: { i18n: I18n; code: string; minutes: number }) {
  return (
    <EmailLayout
      i18n={i18n}
      preview={i18n._('messages.accessCode.preview', { code })}
      heading={i18n._('messages.accessCode.heading')}
    >
      <Paragraph>{i18n._('messages.accessCode.intro', { minutes })}</Paragraph>
      <Paragraph>
        <strong style={{ fontSize: 28, letterSpacing: 6 }}>{code}</strong>
      </Paragraph>
      <Paragraph>{i18n._('messages.accessCode.notYou')}</Paragraph>
    </EmailLayout>
  );
}

/** What the waiting-list e-mails show (backend/src/waitlist/README.md). */
export interface WaitlistFacts {
  childName: string;
  venue: string;
  /** The page to see the place on the list and leave it, or to book the offered seat (in the family's language). */
  url: string;
}

export function WaitlistJoinedEmail({
  i18n,
  childName,
  venue,
  url,
  position,
}: WaitlistFacts & { i18n: I18n; position: number }) {
  return (
    <EmailLayout
      i18n={i18n}
      preview={i18n._('messages.waitlistJoined.preview', { child: childName, position })}
      heading={i18n._('messages.waitlistJoined.heading')}
    >
      <Paragraph>{i18n._('messages.waitlistJoined.intro', { child: childName, position, venue })}</Paragraph>
      <Action href={url}>{i18n._('messages.waitlistJoined.action')}</Action>
    </EmailLayout>
  );
}

export function WaitlistOfferEmail({
  i18n,
  childName,
  venue,
  url,
  until,
}: WaitlistFacts & { i18n: I18n; until: string }) {
  return (
    <EmailLayout
      i18n={i18n}
      preview={i18n._('messages.waitlistOffer.preview', { child: childName })}
      heading={i18n._('messages.waitlistOffer.heading')}
    >
      <Paragraph>{i18n._('messages.waitlistOffer.intro', { venue, child: childName, until })}</Paragraph>
      <Action href={url}>{i18n._('messages.waitlistOffer.action')}</Action>
    </EmailLayout>
  );
}

/** An announcement to parents: staff's words (placeholders filled) in a frame in the parent's language, and the one-click unsubscribe link. */
export function AnnouncementEmail({
  i18n,
  text,
  unsubscribeUrl,
}: {
  i18n: I18n;
  text: string;
  unsubscribeUrl: string;
}) {
  return (
    <EmailLayout i18n={i18n} preview={text.slice(0, 90)} heading={i18n._('messages.announcement.heading')}>
      {text.split(/\n{2,}/).map((paragraph, index) => (
        <Paragraph key={index}>{paragraph}</Paragraph>
      ))}
      <Paragraph>
        <a href={unsubscribeUrl}>{i18n._('messages.announcement.unsubscribe')}</a>{' '}
        {i18n._('messages.announcement.unsubscribeNote')}
      </Paragraph>
    </EmailLayout>
  );
}
