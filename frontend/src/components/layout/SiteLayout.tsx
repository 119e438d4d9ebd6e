import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { FloatingStoreLink } from './FloatingStoreLink';
import { ScrollToTop } from './ScrollToTop';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { useT } from '../../i18n/useT';

function PageFallback() {
  const { t } = useT();
  return (
    <Box
      role="status"
      aria-label={t('common.loadingPage')}
      sx={{ display: 'flex', justifyContent: 'center', py: 10, minHeight: '100vh' }}
    >
      <CircularProgress />
    </Box>
  );
}

export function SiteLayout() {
  const { t } = useT();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: -9999,
          '&:focus': { left: 16, top: 16, zIndex: 2000, bgcolor: 'background.paper', p: 1 },
        }}
      >
        {t('common.skipToContent')}
      </Box>
      <ScrollToTop />
      <SiteHeader />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </Box>
      <SiteFooter />
      <FloatingStoreLink />
    </Box>
  );
}
