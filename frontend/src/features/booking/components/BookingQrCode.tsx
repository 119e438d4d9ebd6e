import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

interface BookingQrCodeProps {
  bookingId: string;
  url: string | null;
  /** No code yet, but another read is still to come. */
  stillWaiting: boolean;
}

/** The check-in QR code, or a note while the server is still drawing it. */
export function BookingQrCode({ bookingId, url, stillWaiting }: BookingQrCodeProps) {
  return (
    <Box
      component="section"
      aria-labelledby="qr-heading"
      sx={{ textAlign: 'center', p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}
    >
      <Typography id="qr-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        Your entry QR code
      </Typography>
      {url ? (
        <>
          <Box
            component="img"
            src={url}
            alt={`QR code for booking ${bookingId}`}
            width={220}
            height={220}
            sx={{ maxWidth: '100%', height: 'auto' }}
          />
          <Typography variant="body2" sx={{ mt: 1 }}>
            Show this code at the venue.{' '}
            <Link href={url} target="_blank" rel="noopener noreferrer" underline="always">
              Open the QR code
            </Link>
          </Typography>
        </>
      ) : (
        <Typography role="status" variant="body2">
          {stillWaiting
            ? 'Your QR code is being generated. It will appear here in a few seconds.'
            : 'Your QR code is still being generated. Please refresh this page in a minute to see it.'}
        </Typography>
      )}
    </Box>
  );
}
