import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@robo/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { HoldCountdown } from '../../../components/HoldCountdown';
import { InvoiceDownloadButton } from '../../../components/InvoiceDownloadButton';
import { MaskedRecordNote } from '../../../components/MaskedRecordNote';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { useHoldCountdown } from '../../../hooks/useHoldCountdown';
import { useGetRegistrationDetailsQuery } from '../api/booking-api';
import { useQrCodeRefetch } from '../hooks/useQrCodeRefetch';
import { BookingDetails } from './BookingDetails';
import { BookingQrCode } from './BookingQrCode';

function BackToHome() {
  return (
    <Button component={RouterLink} to="/" variant="contained" sx={{ mt: 3 }}>
      Back to Home
    </Button>
  );
}

function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Container>
  );
}

const CONFIRMATION = 'Booking Confirmation';

/** The page's heading (and title) for each booking status: only a paid booking is a confirmation. */
const HEADINGS: Record<string, string> = {
  paid: CONFIRMATION,
  pending: 'Confirming Your Booking',
  expired: 'Booking Expired',
  refund_due: 'Booking Being Refunded',
  refunded: 'Booking Refunded',
  cancelled: 'Booking Cancelled',
};

/** /thank-you/:bookingId: the confirmed booking with its QR code. */
export default function BookingThankYouPage() {
  const { bookingId = '' } = useParams();
  const { data: booking, isFetching, refetch } = useGetRegistrationDetailsQuery(bookingId);
  const heading = booking
    ? (HEADINGS[booking.paymentStatus] ?? 'Booking Not Active')
    : isFetching
      ? CONFIRMATION
      : MESSAGES.bookingNotFound;
  useDocumentTitle(`${heading} | RoboLeague`);
  // A masked record (another device, nobody signed in) never gets its QR code: nothing to wait for.
  const awaitingQr = Boolean(
    booking && !booking.masked && !booking.simpleQrCodeUrl && ['paid', 'pending'].includes(booking.paymentStatus),
  );
  const { gaveUp } = useQrCodeRefetch(awaitingQr, refetch);
  const navigate = useNavigate();
  const holdLeft = useHoldCountdown(booking?.hold);

  if (!booking && isFetching) {
    return (
      <Page title={heading}>
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{MESSAGES.loadingBooking}</Typography>
        </Box>
      </Page>
    );
  }

  if (!booking) {
    return (
      <Page title={heading}>
        <Typography>
          We could not find a booking with the ID {bookingId}. Please check the link and try again.
        </Typography>
        <BackToHome />
      </Page>
    );
  }

  const paid = booking.paymentStatus === 'paid';
  return (
    <Page title={heading}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 3 }}>
        {paid && <CheckCircleIcon color="primary" fontSize="large" aria-hidden />}
        <Typography sx={{ fontSize: '1.15rem' }}>
          {paid
            ? `Thank you! ${booking.childName}'s seat is confirmed.`
            : booking.paymentStatus === 'pending'
              ? 'We are confirming your payment. This can take a few moments.'
              : booking.paymentStatus === 'expired'
                ? 'This booking expired before a payment arrived, and its seat was released. You can book again from the home page.'
                : 'This booking is not active.'}
        </Typography>
      </Box>
      {booking.paymentStatus === 'pending' && (
        <HoldCountdown left={holdLeft} onStartAgain={() => void navigate('/#booking')} />
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <BookingDetails booking={booking} />
        {(booking.simpleQrCodeUrl || awaitingQr) && (
          <BookingQrCode
            bookingId={booking.bookingId}
            url={booking.simpleQrCodeUrl}
            stillWaiting={!gaveUp || isFetching}
          />
        )}
      </Box>
      {booking.masked && <MaskedRecordNote record="booking" />}
      <InvoiceDownloadButton url={booking.invoiceUrl} />
      <BackToHome />
    </Page>
  );
}
