import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/** The row under an admin page title: the page's actions, then extra controls (the console's navigation leads elsewhere). */
export function AdminToolbar({ children }: { children?: ReactNode }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 3 }}>
      {children}
    </Stack>
  );
}
