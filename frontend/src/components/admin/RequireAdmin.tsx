import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAdminSession } from './hooks/useAdminSession';
import { Checking } from './Checking';

/**
 * Shows its children only to a signed-in admin; anyone else is sent to /admin.
 * Children mount only once signed in, so their admin queries never run before that.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { authenticated, checking, failed, retry } = useAdminSession();
  if (checking) return <Checking label="Checking sign-in" />;
  if (failed) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void retry()}>
            Retry
          </Button>
        }
      >
        Could not reach the server to check your sign-in.
      </Alert>
    );
  }
  if (!authenticated) return <Navigate to="/admin" replace />;
  return children;
}
