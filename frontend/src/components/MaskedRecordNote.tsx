import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

const HIDDEN = {
  booking: 'The QR code, invoice and full contact details are shown only on the device that made this booking.',
  order: 'The invoice is shown only on the device that placed this order.',
};

/**
 * Shown when the server answered a booking or order masked: this browser did not make it and no
 * parent is signed in (docs/security.md "Records by id").
 */
export function MaskedRecordNote({ record }: { record: keyof typeof HIDDEN }) {
  return (
    <Alert severity="info" sx={{ mt: 3, textAlign: 'left' }}>
      {HIDDEN[record]} To see them here,{' '}
      <Link component={RouterLink} to="/my-booking">
        find your booking
      </Link>{' '}
      with your phone number or e-mail.
    </Alert>
  );
}
