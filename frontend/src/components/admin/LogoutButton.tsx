import Logout from '@mui/icons-material/Logout';
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router';
import { useAdminLogoutMutation } from './api/session';

/** Signs the admin out, then goes to `to` (spec §4: /admin, or the dashboard from the coupons page). */
export function LogoutButton({ to }: { to: string }) {
  const [logout, { isLoading }] = useAdminLogoutMutation();
  const navigate = useNavigate();
  const handleClick = async () => {
    // The client treats the admin as signed out even if the call failed; nothing is left to retry.
    await logout()
      .unwrap()
      .catch(() => undefined);
    navigate(to);
  };
  return (
    <Button
      variant="outlined"
      color="inherit"
      startIcon={<Logout aria-hidden />}
      disabled={isLoading}
      onClick={handleClick}
    >
      Logout
    </Button>
  );
}
