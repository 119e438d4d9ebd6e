import { Trans } from '@lingui/react';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

const NOTES = {
  booking: 'ui.masked.booking',
  order: 'ui.masked.order',
} as const;

/**
 * Shown when the server answered a booking or order masked: this browser did not make it and no
 * parent is signed in (docs/security.md "Records by id").
 */
export function MaskedRecordNote({ record }: { record: keyof typeof NOTES }) {
  return (
    <Alert severity="info" sx={{ mt: 3, textAlign: 'left' }}>
      <Trans id={NOTES[record]} components={{ 0: <Link component={RouterLink} to="/my-booking" /> }} />
    </Alert>
  );
}
