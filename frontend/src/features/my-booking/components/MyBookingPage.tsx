import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { SITE } from '../../../config/site';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { useT } from '../../../i18n/useT';
import { useMyBookingsQuery } from '../api/my-booking-api';
import { AccessCodeForm } from './AccessCodeForm';
import { MyBookingsList } from './MyBookingsList';

/** /my-booking: a parent gets back to their tickets, invoices and orders with a one-time code. */
export default function MyBookingPage() {
  const { t } = useT();
  useDocumentTitle(t('myBooking.title', { brand: SITE.brand }));
  // 401 until a code was entered: the form shows; afterwards the list.
  const { data, isError, isLoading } = useMyBookingsQuery();
  const overview = isError ? undefined : data;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" gutterBottom>
        {t('myBooking.heading')}
      </Typography>
      {isLoading ? (
        <CircularProgress aria-label={t('myBooking.loading')} />
      ) : overview ? (
        <MyBookingsList overview={overview} />
      ) : (
        <>
          <Typography sx={{ mb: 3 }}>{t('myBooking.intro')}</Typography>
          <AccessCodeForm />
        </>
      )}
    </Container>
  );
}
