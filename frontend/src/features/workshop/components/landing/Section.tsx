import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Suspense, type ReactNode } from 'react';
import { HydrateWhenNear } from '../../../../components/HydrateWhenNear';

interface SectionProps {
  id: string;
  title: string;
  /** A pale background, to tell neighbouring sections apart. */
  tinted?: boolean;
  children: ReactNode;
}

/**
 * One landing-page section: an h2 and its content; the sticky header never hides its top. Its
 * content hydrates when the reader nears it.
 */
export function Section({ id, title, tinted = false, children }: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      sx={{ py: { xs: 5, md: 7 }, bgcolor: tinted ? '#f1f8e9' : undefined, scrollMarginTop: 72 }}
    >
      <Container maxWidth="lg">
        <Typography id={headingId} variant="h2" sx={{ mb: 3 }}>
          {title}
        </Typography>
        <Suspense>
          <HydrateWhenNear id={id}>{children}</HydrateWhenNear>
        </Suspense>
      </Container>
    </Box>
  );
}

/** A simple grid of cards that wraps from one column on phones to `columns` on wide screens. */
export function CardGrid({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: `repeat(${columns}, minmax(0, 1fr))`,
        },
      }}
    >
      {children}
    </Box>
  );
}

export function Card({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ p: 3, borderRadius: 2, bgcolor: 'background.paper', border: 1, borderColor: 'divider', height: '100%' }}>
      {children}
    </Box>
  );
}
