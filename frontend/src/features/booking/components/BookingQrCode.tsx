import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useT } from '../../../i18n/useT';

interface BookingQrCodeProps {
  bookingId: string;
  url: string | null;
  /** No code yet, but another read is still to come. */
  stillWaiting: boolean;
}

/** The check-in QR code, or a note while the server is still drawing it. */
export function BookingQrCode({ bookingId, url, stillWaiting }: BookingQrCodeProps) {
  const { t } = useT();
  return (
    <Box
      component="section"
      aria-labelledby="qr-heading"
      sx={{ textAlign: 'center', p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}
    >
      <Typography id="qr-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {t('booking.qr.heading')}
      </Typography>
      {url ? (
        <>
          <Box
            component="img"
            src={url}
            alt={t('booking.qr.alt', { bookingId })}
            width={220}
            height={220}
            sx={{ maxWidth: '100%', height: 'auto' }}
          />
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('booking.qr.show')}{' '}
            <Link href={url} target="_blank" rel="noopener noreferrer" underline="always">
              {t('booking.qr.open')}
            </Link>
          </Typography>
        </>
      ) : (
        <Typography role="status" variant="body2">
          {stillWaiting ? t('booking.qr.generating') : t('booking.qr.stillGenerating')}
        </Typography>
      )}
    </Box>
  );
}
