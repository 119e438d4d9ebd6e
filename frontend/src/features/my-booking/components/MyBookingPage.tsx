import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { SITE } from '../../../config/site';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { useMyBookingsQuery } from '../api/my-booking-api';
import { AccessCodeForm } from './AccessCodeForm';
import { MyBookingsList } from './MyBookingsList';

/** /my-booking: a parent gets back to their tickets, invoices and orders with a one-time code. */
export default function MyBookingPage() {
  useDocumentTitle(`My booking | ${SITE.brand}`);
  // 401 until a code was entered: the form shows; afterwards the list.
  const { data, isError, isLoading } = useMyBookingsQuery();
  const overview = isError ? undefined : data;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" gutterBottom>
        My booking
      </Typography>
      {isLoading ? (
        <CircularProgress aria-label="Loading" />
      ) : overview ? (
        <MyBookingsList overview={overview} />
      ) : (
        <>
          <Typography sx={{ mb: 3 }}>
            Lost your confirmation? Enter the phone number or e-mail you booked with and we will send you a one-time
            code to see your bookings, tickets and invoices.
          </Typography>
          <AccessCodeForm />
        </>
      )}
    </Container>
  );
}
