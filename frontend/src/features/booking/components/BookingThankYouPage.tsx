import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { HoldCountdown } from '../../../components/HoldCountdown';
import { InvoiceDownloadButton } from '../../../components/InvoiceDownloadButton';
import { MaskedRecordNote } from '../../../components/MaskedRecordNote';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { useHoldCountdown } from '../../../hooks/useHoldCountdown';
import { SITE } from '../../../config/site';
import { useT } from '../../../i18n/useT';
import { useGetRegistrationDetailsQuery } from '../api/booking-api';
import { useQrCodeRefetch } from '../hooks/useQrCodeRefetch';
import { BookingDetails } from './BookingDetails';
import { BookingQrCode } from './BookingQrCode';

function BackToHome() {
  const { t } = useT();
  return (
    <Button component={RouterLink} to="/" variant="contained" sx={{ mt: 3 }}>
      {t('booking.backToHome')}
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

const CONFIRMATION = 'booking.heading.paid';

/** The page's heading (and title) for each booking status: only a paid booking is a confirmation. */
const HEADINGS: Record<string, string> = {
  paid: CONFIRMATION,
  pending: 'booking.heading.pending',
  expired: 'booking.heading.expired',
  refund_due: 'booking.heading.refundDue',
  refunded: 'booking.heading.refunded',
  cancelled: 'booking.heading.cancelled',
};

/** /thank-you/:bookingId: the confirmed booking with its QR code. */
export default function BookingThankYouPage() {
  const { t } = useT();
  const { bookingId = '' } = useParams();
  const { data: booking, isFetching, refetch } = useGetRegistrationDetailsQuery(bookingId);
  const heading = t(
    booking
      ? (HEADINGS[booking.paymentStatus] ?? 'booking.heading.notActive')
      : isFetching
        ? CONFIRMATION
        : 'validation.bookingNotFound',
  );
  useDocumentTitle(t('booking.pageTitle', { heading, brand: SITE.brand }));
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
          <Typography>{t('validation.loadingBooking')}</Typography>
        </Box>
      </Page>
    );
  }

  if (!booking) {
    return (
      <Page title={heading}>
        <Typography>{t('booking.notFound', { bookingId })}</Typography>
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
            ? t('booking.lead.paid', { child: booking.childName })
            : booking.paymentStatus === 'pending'
              ? t('booking.lead.pending')
              : booking.paymentStatus === 'expired'
                ? t('booking.lead.expired')
                : t('booking.lead.notActive')}
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
