import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SITE } from '../../../../config/site';
import { useDocumentTitle } from '../../../../hooks/useDocumentTitle';
import { useT } from '../../../../i18n/useT';

/** The frame of the waiting-list pages: heading (and title), a spinner while loading. */
export function WaitlistPage({ title, loading, children }: { title: string; loading: boolean; children: ReactNode }) {
  const { t } = useT();
  useDocumentTitle(t('booking.pageTitle', { heading: title, brand: SITE.brand }));
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {loading ? <CircularProgress aria-label={t('booking.loading')} /> : children}
    </Container>
  );
}
