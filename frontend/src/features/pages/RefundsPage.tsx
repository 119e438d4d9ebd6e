import Link from '@mui/material/Link';
import { SITE, TICKET_POLICY } from '../../config/site';
import { BulletList, PageSection, Paragraph, StaticPage } from './StaticPage';

export default function RefundsPage() {
  return (
    <StaticPage
      title="Refunds & Cancellation Policy"
      meta="Last updated: 1 June 2025"
      intro={`This policy explains how cancellations, returns and refunds work for workshop tickets and store orders placed with ${SITE.legalName}.`}
    >
      <PageSection heading="Workshop tickets">
        <Paragraph>
          Workshop tickets are non-refundable once payment is complete, because seats at each venue are limited and are
          reserved for your child as soon as you book.
        </Paragraph>
        <Paragraph>
          If your child cannot attend: {TICKET_POLICY.transfer} Write to us with the booking ID; a transfer depends on
          seats at the other venue.
        </Paragraph>
        <Paragraph>
          If RoboLeague cancels or reschedules a workshop, you may choose the new date, another venue, or a full refund
          of the amount paid.
        </Paragraph>
      </PageSection>

      <PageSection heading="Store orders: cancellation">
        <Paragraph>
          You can cancel a store order within 3-5 days of placing it, provided it has not yet been shipped. Write to us
          with your order ID and we will confirm the cancellation.
        </Paragraph>
      </PageSection>

      <PageSection heading="Damaged, defective or wrong items">
        <BulletList
          items={[
            'Report a damaged, defective or incorrect item within 3-5 days of delivery.',
            'Share your order ID with photos or a short video of the item and its packaging.',
            'Once verified, we will arrange a replacement or a refund. Products carry a 7-day replacement policy unless their product page says otherwise.',
            'Items must be returned unused, with all parts, manuals and original packaging.',
          ]}
        />
      </PageSection>

      <PageSection heading="Refund timelines">
        <Paragraph>
          Approved refunds are sent to the original payment method. Refunds take 9-15 days to reach your account,
          depending on your bank or card issuer.
        </Paragraph>
      </PageSection>

      <PageSection heading="How to reach us">
        <Paragraph>
          E-mail <Link href={`mailto:${SITE.email}`}>{SITE.email}</Link> or message us on{' '}
          <Link href={SITE.whatsappUrl} target="_blank" rel="noopener noreferrer">
            WhatsApp
          </Link>{' '}
          ({SITE.phone}), {SITE.supportHours}. We reply within {SITE.replyWithin}.
        </Paragraph>
      </PageSection>
    </StaticPage>
  );
}
