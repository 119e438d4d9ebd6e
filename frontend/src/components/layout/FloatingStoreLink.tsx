import StorefrontIcon from '@mui/icons-material/Storefront';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useLocation } from 'react-router';
import { SITE } from '../../config/site';
import { useT } from '../../i18n/useT';

/**
 * Pages that already sell (the landing page has its own booking flow, the store and product pages
 * their own buttons) and the staff's pages (admin and its sign-in), where it only gets in the way.
 */
export function isStoreLinkHidden(pathname: string): boolean {
  return (
    pathname === '/' ||
    pathname === '/store' ||
    pathname.startsWith('/product/') ||
    pathname === '/admin' ||
    pathname.startsWith('/admin/') ||
    pathname === '/login'
  );
}

export function FloatingStoreLink() {
  const { pathname } = useLocation();
  const { t } = useT();
  if (isStoreLinkHidden(pathname)) return null;
  // On a phone it is a round icon at the edge, narrow enough to stay beside centred content such as
  // the entry QR code on the thank-you page (a labelled button covered it); its name stays "Store".
  return (
    <Button
      variant="contained"
      color="secondary"
      size="large"
      href={SITE.externalStoreUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('common.link.store')}
      startIcon={<StorefrontIcon aria-hidden />}
      sx={{
        position: 'fixed',
        right: { xs: 12, sm: 20 },
        bottom: 20,
        zIndex: (t) => t.zIndex.speedDial,
        borderRadius: 28,
        boxShadow: 6,
        minWidth: { xs: 56 },
        height: { xs: 56, sm: 'auto' },
        px: { xs: 0, sm: 2.75 },
        '& .MuiButton-startIcon': { mx: { xs: 0, sm: undefined } },
      }}
    >
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {t('common.link.store')}
      </Box>
    </Button>
  );
}
