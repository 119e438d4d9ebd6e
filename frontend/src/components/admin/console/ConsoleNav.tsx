import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink, useLocation } from 'react-router';
import { useAdminSession } from '../hooks/useAdminSession';
import { NAV_ITEMS, navItemFor } from './nav-items';

/** The console's navigation: the items the signed-in role may use, the current one marked. */
export function ConsoleNav({ onNavigate }: { onNavigate: () => void }) {
  const { may } = useAdminSession();
  const current = navItemFor(useLocation().pathname);
  return (
    <List sx={{ px: 1 }}>
      {NAV_ITEMS.filter((item) => may(item.roles)).map((item) => (
        <ListItemButton
          key={item.to}
          component={RouterLink}
          to={item.to}
          selected={item === current}
          aria-current={item === current ? 'page' : undefined}
          onClick={onNavigate}
          sx={{ borderRadius: 1 }}
        >
          <ListItemIcon sx={{ minWidth: 40 }}>
            <item.icon aria-hidden />
          </ListItemIcon>
          <ListItemText primary={item.label} />
        </ListItemButton>
      ))}
    </List>
  );
}
