import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useAdminSession } from '../hooks/useAdminSession';
import { ConsoleNav } from './ConsoleNav';
import { StaffMenu } from './StaffMenu';

export const DRAWER_WIDTH = 232;

/**
 * The console's header (the signed-in person, sign-out) and side navigation (a drawer on
 * phones). Loaded apart from the layout so it downloads alongside the screen, not before it.
 */
export default function ConsoleChrome() {
  const { authenticated, staff } = useAdminSession();
  const [navOpen, setNavOpen] = useState(false);
  const nav = <ConsoleNav onNavigate={() => setNavOpen(false)} />;
  return (
    <>
      <AppBar
        position="fixed"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider', zIndex: (t) => t.zIndex.drawer + 1, displayPrint: 'none' }}
      >
        <Toolbar sx={{ gap: 1 }}>
          {authenticated && (
            <IconButton
              edge="start"
              aria-label="Open navigation"
              onClick={() => setNavOpen(true)}
              sx={{ display: { md: 'none' } }}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Link
            component={RouterLink}
            to={authenticated ? '/admin/dashboard' : '/admin'}
            underline="none"
            color="inherit"
            sx={{ mr: 'auto' }}
          >
            <Typography component="span" sx={{ fontWeight: 700 }}>
              RoboLeague Admin
            </Typography>
          </Link>
          {staff && <StaffMenu staff={staff} />}
        </Toolbar>
      </AppBar>
      {authenticated && (
        <Box
          component="nav"
          aria-label="Admin"
          sx={{ width: { md: DRAWER_WIDTH }, flexShrink: 0, displayPrint: 'none' }}
        >
          <Drawer
            variant="temporary"
            open={navOpen}
            onClose={() => setNavOpen(false)}
            sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
          >
            {nav}
          </Drawer>
          <Drawer
            variant="permanent"
            open
            sx={{
              display: { xs: 'none', md: 'block' },
              '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
            }}
          >
            <Toolbar />
            {nav}
          </Drawer>
        </Box>
      )}
    </>
  );
}
