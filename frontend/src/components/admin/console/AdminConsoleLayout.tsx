import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ScrollToTop } from '../../layout/ScrollToTop';
import { useStaffCatalog } from '../../../i18n/useStaffCatalog';
import { Checking } from '../Checking';
import { useAdminSession } from '../hooks/useAdminSession';
import { screenRoles } from './nav-items';

const ConsoleChrome = lazy(() => import('./ConsoleChrome'));

/** A screen the signed-in role may not use: said plainly (the server refuses its calls too). */
function NotAllowed() {
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <Typography role="alert" sx={{ p: 2, borderRadius: 1, bgcolor: 'warning.light' }}>
        Your role does not allow this screen.
      </Typography>
    </Box>
  );
}

/**
 * The frame of every admin screen after sign-in: a header with the signed-in person, a side
 * navigation listing what the role may use (ConsoleChrome), and the screen once the staff's
 * messages are there (useStaffCatalog). Signed out, screens render alone (they send visitors to
 * /admin themselves; the venue list stays readable). Kept small and eager so the screen's chunk
 * loads at once, alongside the chrome's.
 */
export default function AdminConsoleLayout() {
  const { authenticated, may } = useAdminSession();
  const roles = screenRoles(useLocation().pathname);
  const allowed = !roles || may(roles);
  const messagesReady = useStaffCatalog();
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'grey.50' }}>
      <ScrollToTop />
      <Suspense fallback={null}>
        <ConsoleChrome />
      </Suspense>
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{ flex: 1, minWidth: 0, outline: 'none', pt: { xs: 7, sm: 8 }, '@media print': { pt: 0 } }}
      >
        <Suspense fallback={<Checking label="Loading page" />}>
          {!messagesReady ? <Checking label="Loading page" /> : authenticated && !allowed ? <NotAllowed /> : <Outlet />}
        </Suspense>
      </Box>
    </Box>
  );
}
