import EmailIcon from '@mui/icons-material/Email';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import PhoneIcon from '@mui/icons-material/Phone';
import ScheduleIcon from '@mui/icons-material/Schedule';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import { Trans } from '@lingui/react';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SITE } from '../../config/site';
import { useT } from '../../i18n/useT';
import { PageSection, Paragraph, StaticPage, useCompanyValues } from './StaticPage';

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
  const { t } = useT();
  const company = useCompanyValues();
  return (
    <StaticPage title={t('pages.contact.title')} intro={t('pages.contact.intro')}>
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <ContactCard icon={<WhatsAppIcon color="primary" aria-hidden />} heading={t('pages.contact.whatsapp.title')}>
          <Link href={SITE.whatsappUrl} target="_blank" rel="noopener noreferrer">
            {t('pages.contact.whatsapp.link', { phone: SITE.phone })}
          </Link>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('pages.contact.whatsapp.note')}
          </Typography>
        </ContactCard>
        <ContactCard icon={<EmailIcon color="primary" aria-hidden />} heading={t('pages.contact.email.title')}>
          <Link href={`mailto:${SITE.email}`}>{SITE.email}</Link>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('pages.contact.email.note')}
          </Typography>
        </ContactCard>
        <ContactCard icon={<PhoneIcon color="primary" aria-hidden />} heading={t('pages.contact.phone.title')}>
          <Link href={SITE.phoneHref}>{SITE.phone}</Link>
        </ContactCard>
        <ContactCard icon={<ScheduleIcon color="primary" aria-hidden />} heading={t('pages.contact.hours.title')}>
          <Typography variant="body1">{company.supportHours}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('pages.contact.hours.note', company)}
          </Typography>
        </ContactCard>
      </Grid>

      <PageSection heading={t('pages.contact.company.title')}>
        <Paragraph>
          <Trans id="pages.contact.company.legalEntity" values={company} components={{ 0: <strong /> }} />
        </Paragraph>
        <Typography variant="h3" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, fontSize: '1.1rem' }}>
          <LocationOnIcon color="primary" aria-hidden />
          {t('pages.contact.company.addressTitle')}
        </Typography>
        <Typography component="address" variant="body1" sx={{ fontStyle: 'normal', mb: 2 }}>
          {SITE.legalName}
          <br />
          {SITE.address}
          <br />
          {t('pages.contact.company.country')}
        </Typography>
        <Paragraph>{t('pages.contact.company.body')}</Paragraph>
      </PageSection>
    </StaticPage>
  );
}
