import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Suspense, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { SITE } from '../../config/site';
import { useT } from '../../i18n/useT';
import { HydrateWhenNear } from '../HydrateWhenNear';

const FOOTER_ID = 'site-footer';

const POLICY_LINKS = [
  { key: 'common.link.terms', to: '/terms' },
  { key: 'common.link.privacy', to: '/privacy' },
  { key: 'common.link.refunds', to: '/refunds' },
  { key: 'common.link.shipping', to: '/shipping' },
] as const;

const COMPANY_LINKS = [
  { key: 'common.link.about', to: '/about' },
  { key: 'common.link.contact', to: '/contact' },
  { key: 'common.link.store', to: '/store' },
  { key: 'common.link.myBooking', to: '/my-booking' },
] as const;

const footerLinkSx = { color: 'inherit', display: 'block', py: 0.25 } as const;

/** Links to the site's own pages, followed without reloading. */
function PageLinks({ links }: { links: readonly { key: string; to: string }[] }) {
  const { t } = useT();
  return links.map(({ key, to }) => (
    <Link key={to} component={RouterLink} to={to} sx={footerLinkSx}>
      {t(key)}
    </Link>
  ));
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </div>
  );
}

/** Hydrates when the reader nears it: below the fold on the pages a first visit lands on. */
export function SiteFooter() {
  return (
    <Box component="footer" id={FOOTER_ID} sx={{ bgcolor: '#10381a', color: '#f1f8e9', mt: 6, py: 5 }}>
      <Suspense>
        <HydrateWhenNear id={FOOTER_ID}>
          <FooterContent />
        </HydrateWhenNear>
      </Suspense>
    </Box>
  );
}

function FooterContent() {
  const { t } = useT();
  return (
    <Container maxWidth="lg">
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        <FooterColumn title={SITE.brand}>
          <Typography variant="body2">{t('common.footer.tagline')}</Typography>
        </FooterColumn>
        <FooterColumn title={t('common.footer.getInTouch')}>
          <Link href={`mailto:${SITE.email}`} sx={footerLinkSx}>
            {SITE.email}
          </Link>
          <Link href={SITE.phoneHref} sx={footerLinkSx}>
            {SITE.phone}
          </Link>
          <Link href={SITE.whatsappUrl} target="_blank" rel="noopener noreferrer" sx={footerLinkSx}>
            {t('common.footer.whatsapp')}
          </Link>
          <Link href={SITE.instagramUrl} target="_blank" rel="noopener noreferrer" sx={footerLinkSx}>
            {t('common.footer.instagram', { handle: SITE.instagramHandle })}
          </Link>
          <Typography variant="body2" component="address" sx={{ fontStyle: 'normal', mt: 1 }}>
            {SITE.address}
          </Typography>
        </FooterColumn>
        <FooterColumn title={t('common.footer.company')}>
          <PageLinks links={COMPANY_LINKS} />
          <Link href={SITE.externalStoreUrl} target="_blank" rel="noopener noreferrer" sx={footerLinkSx}>
            {t('common.footer.onlineShop')}
          </Link>
        </FooterColumn>
        <FooterColumn title={t('common.footer.policies')}>
          <PageLinks links={POLICY_LINKS} />
        </FooterColumn>
      </Box>
      <Typography variant="body2" sx={{ mt: 4, textAlign: 'center' }}>
        {t('common.footer.rights', { year: new Date().getFullYear(), legalName: SITE.legalName })}
      </Typography>
    </Container>
  );
}
