import Link from '@mui/material/Link';
import { SITE } from '../../config/site';
import { BulletList, PageSection, Paragraph, StaticPage } from './StaticPage';

export default function ShippingPage() {
  return (
    <StaticPage
      title="Shipping Policy"
      meta="Last updated: 1 June 2025"
      intro="We ship robotics and STEM kits from Pune to addresses across India. Here is what to expect after you order."
    >
      <PageSection heading="Processing and delivery times">
        <BulletList
          items={[
            'Orders are processed within 1-2 business days of successful payment.',
            'Orders are shipped and delivered within 6-8 days of order and payment.',
            'Remote locations and public holidays may add a little time; we will let you know if there is a delay.',
          ]}
        />
      </PageSection>

      <PageSection heading="Order tracking">
        <Paragraph>
          As soon as your order leaves our warehouse, we send the courier name and tracking number to the e-mail address
          you gave at checkout. You can also ask for your order confirmation on WhatsApp.
        </Paragraph>
      </PageSection>

      <PageSection heading="Shipping charges">
        <Paragraph>
          Prices shown on the store include all taxes. Any shipping charge that applies is shown before you pay.
        </Paragraph>
      </PageSection>

      <PageSection heading="Delivery address">
        <Paragraph>
          Please check your address and PIN code carefully. If a parcel is returned because of an incomplete address or
          repeated failed delivery attempts, we will contact you to arrange a reshipment.
        </Paragraph>
      </PageSection>

      <PageSection heading="Damaged parcels">
        <Paragraph>
          If your parcel arrives damaged, please keep the packaging and report it within 3-5 days as described in our
          Refunds &amp; Cancellation Policy.
        </Paragraph>
      </PageSection>

      <PageSection heading="Questions">
        <Paragraph>
          Write to <Link href={`mailto:${SITE.email}`}>{SITE.email}</Link> with your order ID, {SITE.supportHours}.
        </Paragraph>
      </PageSection>
    </StaticPage>
  );
}
