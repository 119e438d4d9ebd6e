import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink } from 'react-router';
import { SITE } from '../../config/site';
import { useT } from '../../i18n/useT';
import { LanguageSwitcher } from './LanguageSwitcher';

const NAV_LINKS = [
  { key: 'common.nav.workshop', to: '/' },
  { key: 'common.nav.store', to: '/store' },
  { key: 'common.nav.about', to: '/about' },
  { key: 'common.nav.contact', to: '/contact' },
] as const;

export function SiteHeader() {
  const { t } = useT();
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Box
          component={RouterLink}
          to="/"
          aria-label={t('common.brandHome', { brand: SITE.brand })}
          sx={{ fontWeight: 800, fontSize: '1.35rem', color: 'primary.main', textDecoration: 'none', mr: 'auto' }}
        >
          {SITE.brand}
        </Box>
        <Box component="nav" aria-label={t('common.nav.label')} sx={{ display: 'flex', flexWrap: 'wrap' }}>
          {NAV_LINKS.map(({ key, to }) => (
            <Button key={to} component={RouterLink} to={to} color="inherit">
              {t(key)}
            </Button>
          ))}
        </Box>
        <LanguageSwitcher />
      </Toolbar>
    </AppBar>
  );
}
