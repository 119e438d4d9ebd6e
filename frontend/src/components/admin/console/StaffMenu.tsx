import AccountCircle from '@mui/icons-material/AccountCircle';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { STAFF_ROLE_LABELS, type SignedInStaff } from '@robo/domain';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useAdminLogoutMutation } from '../api/session';

/** The signed-in person in the header: their name and role, their password, and signing out. */
export function StaffMenu({ staff }: { staff: SignedInStaff }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [logout] = useAdminLogoutMutation();
  const navigate = useNavigate();
  const close = () => setAnchor(null);
  const signOut = async () => {
    close();
    // Signed out on the client whatever the server answered (see the logout mutation).
    await logout()
      .unwrap()
      .catch(() => undefined);
    navigate('/admin');
  };
  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountCircle aria-hidden />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none' }}
      >
        {staff.name} · {STAFF_ROLE_LABELS[staff.role]}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem component={RouterLink} to="/admin/account" onClick={close}>
          Change password
        </MenuItem>
        <MenuItem onClick={() => void signOut()}>Sign out</MenuItem>
      </Menu>
    </>
  );
}
