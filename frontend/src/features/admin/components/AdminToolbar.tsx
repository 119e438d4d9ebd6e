import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** The row under an admin page title: a way back to the dashboard, the page's actions, then extra controls. */
export function AdminToolbar({ children, backToDashboard = true }: { children?: ReactNode; backToDashboard?: boolean }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 3 }}>
      {backToDashboard && (
        <Button component={RouterLink} to="/admin/dashboard" startIcon={<ArrowBack aria-hidden />} sx={{ mr: 'auto' }}>
          Dashboard
        </Button>
      )}
      {children}
    </Stack>
  );
}
