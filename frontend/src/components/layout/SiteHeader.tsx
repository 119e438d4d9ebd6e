import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink } from 'react-router';
import { SITE } from '../../config/site';

const NAV_LINKS = [
  { label: 'Workshop', to: '/' },
  { label: 'Store', to: '/store' },
  { label: 'About', to: '/about' },
  { label: 'Contact', to: '/contact' },
] as const;

export function SiteHeader() {
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Box
          component={RouterLink}
          to="/"
          aria-label={`${SITE.brand} home`}
          sx={{ fontWeight: 800, fontSize: '1.35rem', color: 'primary.main', textDecoration: 'none', mr: 'auto' }}
        >
          {SITE.brand}
        </Box>
        <Box component="nav" aria-label="Main" sx={{ display: 'flex', flexWrap: 'wrap' }}>
          {NAV_LINKS.map(({ label, to }) => (
            <Button key={to} component={RouterLink} to={to} color="inherit">
              {label}
            </Button>
          ))}
        </Box>
      </Toolbar>
    </AppBar>
  );
}
