import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { SITE } from '../../../../config/site';
import { useT } from '../../../../i18n/useT';
import { Section } from './Section';

const PAGE_LINKS = [
  { key: 'common.link.contact', to: '/contact' },
  { key: 'common.link.about', to: '/about' },
  { key: 'common.link.terms', to: '/terms' },
  { key: 'common.link.privacy', to: '/privacy' },
  { key: 'common.link.refunds', to: '/refunds' },
  { key: 'common.link.shipping', to: '/shipping' },
  { key: 'common.link.store', to: '/store' },
] as const;

export function HelpSection() {
  const { t } = useT();
  return (
    <Section id="help" title={t('workshop.help.title')}>
      <Box
        sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <div>
          <Typography sx={{ mb: 2 }}>{t('workshop.help.text')}</Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            <li>
              {t('workshop.help.email')}{' '}
              <Link href={`mailto:${SITE.email}`} underline="always">
                {SITE.email}
              </Link>
            </li>
            <li>
              {t('workshop.help.phone')}{' '}
              <Link href={SITE.phoneHref} underline="always">
                {SITE.phone}
              </Link>
            </li>
            <li>
              <Link href={SITE.whatsappUrl} target="_blank" rel="noopener noreferrer">
                {t('workshop.help.whatsapp')}
              </Link>
            </li>
            <li>
              {t('workshop.help.instagram')}{' '}
              <Link href={SITE.instagramUrl} target="_blank" rel="noopener noreferrer" underline="always">
                {SITE.instagramHandle}
              </Link>
            </li>
            <li>
              {t('workshop.help.office')}{' '}
              <address style={{ display: 'inline', fontStyle: 'normal' }}>{SITE.address}</address>
            </li>
          </Box>
        </div>
        <nav aria-label={t('workshop.help.usefulLinks')}>
          <Typography variant="h3" sx={{ mb: 1 }}>
            {t('workshop.help.usefulLinks')}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {PAGE_LINKS.map(({ key, to }) => (
              <li key={to}>
                <Link component={RouterLink} to={to}>
                  {t(key)}
                </Link>
              </li>
            ))}
            <li>
              <Link href={SITE.externalStoreUrl} target="_blank" rel="noopener noreferrer">
                {t('common.footer.onlineShop')}
              </Link>
            </li>
          </Box>
        </nav>
      </Box>
    </Section>
  );
}
