import StorefrontIcon from '@mui/icons-material/Storefront';
import Button from '@mui/material/Button';
import { useLocation } from 'react-router';
import { SITE } from '../../config/site';

/**
 * Pages that already sell (the landing page has its own booking flow, the store and product pages
 * their own buttons) and the staff's pages (admin and its sign-in), where it only gets in the way.
 */
export function isStoreLinkHidden(pathname: string): boolean {
  return pathname === '/' || pathname === '/store' || pathname.startsWith('/product/')
    || pathname === '/admin' || pathname.startsWith('/admin/') || pathname === '/login';
}

export function FloatingStoreLink() {
  const { pathname } = useLocation();
  if (isStoreLinkHidden(pathname)) return null;
  return (
    <Button
      variant="contained"
      color="secondary"
      size="large"
      href={SITE.externalStoreUrl}
      target="_blank"
      rel="noopener noreferrer"
      startIcon={<StorefrontIcon aria-hidden />}
      sx={{ position: 'fixed', right: 20, bottom: 20, zIndex: (t) => t.zIndex.speedDial, borderRadius: 28, boxShadow: 6 }}
    >
      Store
    </Button>
  );
}
