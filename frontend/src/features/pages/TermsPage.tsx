import Link from '@mui/material/Link';
import { SITE, TICKET_POLICY } from '../../config/site';
import { BulletList, PageSection, Paragraph, StaticPage } from './StaticPage';

export default function TermsPage() {
  return (
    <StaticPage
      title="Terms & Conditions"
      meta="Last updated: 1 June 2025"
      intro={`These terms apply to workshop registrations, competition participation and store purchases with ${SITE.legalName}, Pune, India. By registering or placing an order you agree to them.`}
    >
      <PageSection heading="Registration and payment">
        <BulletList
          items={[
            'Registrations must be made by a parent or legal guardian, who is responsible for the accuracy of the details provided.',
            'A seat is confirmed only after the payment is successful and a booking ID has been issued.',
            'Prices are shown in Indian Rupees and include all applicable taxes. Early-bird prices apply only while the stated number of seats lasts.',
            'Coupons are subject to their own usage limits and cannot be exchanged for cash.',
          ]}
        />
      </PageSection>

      <PageSection heading="Refund and transfer">
        <Paragraph>
          {TICKET_POLICY.refund} {TICKET_POLICY.transfer} Write to us with the booking ID; a transfer depends on seats
          at the other venue. Store orders follow our Refunds &amp; Cancellation Policy.
        </Paragraph>
      </PageSection>

      <PageSection heading="Participation">
        <BulletList
          items={[
            'Participants must attend in the grade group they were registered for and arrive on time with their booking ID.',
            'Children are expected to follow the instructions of trainers and venue staff and to treat equipment and fellow participants with respect.',
            'RoboLeague may change the venue, schedule or format of an event when necessary and will inform registered parents in advance.',
            'Competition results decided by the judges are final.',
          ]}
        />
      </PageSection>

      <PageSection heading="Media consent">
        <Paragraph>
          Photographs and videos may be taken during workshops and competitions. By registering, you consent to
          RoboLeague using images of your child&apos;s participation in its educational and promotional material,
          including our website and social media. If you do not wish your child to be featured, write to{' '}
          <Link href={`mailto:${SITE.email}`}>{SITE.email}</Link> before the event and we will respect your choice.
        </Paragraph>
      </PageSection>

      <PageSection heading="Liability">
        <Paragraph>
          We take reasonable care to provide a safe learning environment. Parents remain responsible for their
          child&apos;s travel to and from the venue and for personal belongings. To the extent permitted by law,
          RoboLeague&apos;s liability in connection with any registration or order is limited to the amount paid for it.
        </Paragraph>
      </PageSection>

      <PageSection heading="Governing law">
        <Paragraph>
          These terms are governed by the laws of India, and the courts of Pune, Maharashtra have jurisdiction over any
          dispute. Questions about these terms can be sent to <Link href={`mailto:${SITE.email}`}>{SITE.email}</Link>.
        </Paragraph>
      </PageSection>
    </StaticPage>
  );
}
