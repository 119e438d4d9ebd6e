import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';

/** The frame of every admin screen: one h1, then the screen's own content. */
export function AdminPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(`${title} | RoboLeague Admin`);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Container>
  );
}
