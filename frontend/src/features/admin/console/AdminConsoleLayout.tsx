import MenuIcon from '@mui/icons-material/Menu';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { Outlet, Link as RouterLink, useLocation } from 'react-router';
import { ScrollToTop } from '../../../components/layout/ScrollToTop';
import { Checking } from '../components/Checking';
import { useAdminSession } from '../hooks/useAdminSession';
import { ConsoleNav } from './ConsoleNav';
import { navItemFor } from './nav-items';
import { StaffMenu } from './StaffMenu';

const DRAWER_WIDTH = 232;

/** A screen the signed-in role may not use: said plainly (the server refuses its calls too). */
function NotAllowed() {
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <Alert severity="warning">Your role does not allow this screen.</Alert>
    </Box>
  );
}

/**
 * The frame of every admin screen after sign-in: a header with the signed-in person, a side
 * navigation (a drawer on phones) listing what the role may use, and the screen. Signed out,
 * screens render alone (they send visitors to /admin themselves; the venue list stays readable).
 */
export default function AdminConsoleLayout() {
  const { authenticated, staff, may } = useAdminSession();
  const { pathname } = useLocation();
  const [navOpen, setNavOpen] = useState(false);
  const item = navItemFor(pathname);
  const allowed = !item || may(item.roles);

  const nav = <ConsoleNav onNavigate={() => setNavOpen(false)} />;
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'grey.50' }}>
      <ScrollToTop />
      <AppBar position="fixed" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', zIndex: (t) => t.zIndex.drawer + 1, displayPrint: 'none' }}>
        <Toolbar sx={{ gap: 1 }}>
          {authenticated && (
            <IconButton edge="start" aria-label="Open navigation" onClick={() => setNavOpen(true)} sx={{ display: { md: 'none' } }}>
              <MenuIcon />
            </IconButton>
          )}
          <Link component={RouterLink} to={authenticated ? '/admin/dashboard' : '/admin'} underline="none" color="inherit" sx={{ mr: 'auto' }}>
            <Typography component="span" sx={{ fontWeight: 700 }}>
              RoboLeague Admin
            </Typography>
          </Link>
          {staff && <StaffMenu staff={staff} />}
        </Toolbar>
      </AppBar>
      {authenticated && (
        <Box component="nav" aria-label="Admin" sx={{ width: { md: DRAWER_WIDTH }, flexShrink: 0, displayPrint: 'none' }}>
          <Drawer
            variant="temporary"
            open={navOpen}
            onClose={() => setNavOpen(false)}
            ModalProps={{ keepMounted: false }}
            sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
          >
            {nav}
          </Drawer>
          <Drawer
            variant="permanent"
            open
            sx={{ display: { xs: 'none', md: 'block' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
          >
            <Toolbar />
            {nav}
          </Drawer>
        </Box>
      )}
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, minWidth: 0, outline: 'none' }}>
        <Toolbar sx={{ displayPrint: 'none' }} />
        <Suspense fallback={<Checking label="Loading page" />}>{authenticated && !allowed ? <NotAllowed /> : <Outlet />}</Suspense>
      </Box>
    </Box>
  );
}
