import EmailIcon from '@mui/icons-material/Email';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import PhoneIcon from '@mui/icons-material/Phone';
import ScheduleIcon from '@mui/icons-material/Schedule';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SITE } from '../../config/site';
import { PageSection, Paragraph, StaticPage } from './StaticPage';

function ContactCard({ icon, heading, children }: { icon: ReactNode; heading: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <Card variant="outlined" sx={{ height: '100%' }}>
        <CardContent>
          <Typography component="h2" variant="h3" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
            {icon}
            {heading}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Grid>
  );
}

export default function ContactPage() {
  return (
    <StaticPage
      title="Contact Us"
      intro="Questions about a workshop registration, a store order or a school partnership? Our support team is happy to help."
    >
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <ContactCard icon={<WhatsAppIcon color="primary" aria-hidden />} heading="WhatsApp">
          <Link href={SITE.whatsappUrl} target="_blank" rel="noopener noreferrer">
            Chat with us on WhatsApp ({SITE.phone})
          </Link>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            The quickest way to reach us about bookings and orders.
          </Typography>
        </ContactCard>
        <ContactCard icon={<EmailIcon color="primary" aria-hidden />} heading="E-mail">
          <Link href={`mailto:${SITE.email}`}>{SITE.email}</Link>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Please include your booking ID or order ID so we can help faster.
          </Typography>
        </ContactCard>
        <ContactCard icon={<PhoneIcon color="primary" aria-hidden />} heading="Phone">
          <Link href={SITE.phoneHref}>{SITE.phone}</Link>
        </ContactCard>
        <ContactCard icon={<ScheduleIcon color="primary" aria-hidden />} heading="Support hours">
          <Typography variant="body1">{SITE.supportHours}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            We reply to every message within {SITE.replyWithin}.
          </Typography>
        </ContactCard>
      </Grid>

      <PageSection heading="Company details">
        <Paragraph>
          <strong>Legal entity:</strong> {SITE.legalName}
        </Paragraph>
        <Typography variant="h3" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, fontSize: '1.1rem' }}>
          <LocationOnIcon color="primary" aria-hidden />
          Registered and operational address
        </Typography>
        <Typography component="address" variant="body1" sx={{ fontStyle: 'normal', mb: 2 }}>
          {SITE.legalName}
          <br />
          {SITE.address}
          <br />
          India
        </Typography>
        <Paragraph>
          Our registered office and our operations team share the same address in Pune. Workshop venues are listed with
          their full address when you register.
        </Paragraph>
      </PageSection>
    </StaticPage>
  );
}
