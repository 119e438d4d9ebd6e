import Link from '@mui/material/Link';
import { SITE } from '../../config/site';
import { BulletList, PageSection, Paragraph, StaticPage } from './StaticPage';

export default function PrivacyPage() {
  return (
    <StaticPage
      title="Privacy Policy"
      meta="Last updated: 1 June 2025"
      intro={`${SITE.legalName} ("RoboLeague", "we", "us") respects your privacy and the privacy of the children who take part in our programmes. This policy explains what we collect, why, and the choices you have.`}
    >
      <PageSection heading="Information we collect">
        <BulletList
          items={[
            'Parent or guardian details: name, mobile number and e-mail address.',
            "Child details needed for a workshop: the child's name, grade group and school name.",
            'Order details for the store: your name, e-mail, phone number and shipping address.',
            'Payment references such as order and payment IDs. Card, UPI and bank details are entered on the secure page of our payment partner and are never stored by us.',
            'Basic technical data such as browser type and pages visited, used to keep the site secure and working.',
          ]}
        />
      </PageSection>

      <PageSection heading="How we use your information">
        <BulletList
          items={[
            'To confirm registrations, allot seats at your chosen venue and send booking details.',
            'To process, ship and support your store orders, including tracking updates by e-mail.',
            'To answer your questions and send important updates about an event or order.',
            'To meet legal, tax and accounting obligations under Indian law.',
          ]}
        />
        <Paragraph>We do not sell or rent your personal information to anyone.</Paragraph>
      </PageSection>

      <PageSection heading="Children's information">
        <Paragraph>
          Workshop registrations are made by a parent or guardian on behalf of the child. We collect only what we need
          to run the workshop and competition, and we use it only for that purpose. Photographs and videos taken at
          events are handled as described in our Terms &amp; Conditions.
        </Paragraph>
      </PageSection>

      <PageSection heading="Sharing with service providers">
        <Paragraph>
          We share the minimum necessary information with trusted partners who help us operate: our payment gateway to
          process payments, courier partners to deliver orders, messaging providers to send confirmations (for example
          on WhatsApp, when you ask for it) and hosting providers. Each is bound to use the data only to provide their
          service to us.
        </Paragraph>
      </PageSection>

      <PageSection heading="Cookies">
        <Paragraph>
          We use only essential cookies, for example to keep administrators signed in. We do not use advertising
          cookies.
        </Paragraph>
      </PageSection>

      <PageSection heading="Data security and retention">
        <Paragraph>
          Your information is stored on secured servers with restricted access. We keep registration and order records
          for as long as needed to provide our services and to meet legal and accounting requirements, after which they
          are deleted or anonymised.
        </Paragraph>
      </PageSection>

      <PageSection heading="Your choices and rights">
        <Paragraph>
          You may ask us to access, correct or delete your personal information, or to stop sending you updates, by
          writing to <Link href={`mailto:${SITE.email}`}>{SITE.email}</Link>. We respond within {SITE.replyWithin} on
          working days and complete requests as soon as reasonably possible.
        </Paragraph>
      </PageSection>

      <PageSection heading="Contact">
        <Paragraph>
          Questions about this policy can be sent to {SITE.legalName}, {SITE.address}, or to{' '}
          <Link href={`mailto:${SITE.email}`}>{SITE.email}</Link>. We may update this policy from time to time; the date
          at the top shows the latest version.
        </Paragraph>
      </PageSection>
    </StaticPage>
  );
}
