import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { MESSAGES, type AdminVenue, type DeactivatedVenue, type DeactivateVenueRequest } from '@robo/domain';
import { useId, useState } from 'react';
import { errorBody, errorCode, failureText } from '../../../../api/errors';
import { useToast } from '../../../../components/toast';
import { countOf } from '../../../../i18n/staff-labels';
import { useT } from '../../../../i18n/useT';
import { useDeactivateVenueMutation } from '../../../../components/admin/api/venues';

/** What became of the paid bookings, for the toast after a deactivation with a choice. */
export function deactivationSummary(answer: DeactivatedVenue): string | undefined {
  if (!answer.bookings) return undefined;
  const { transferred, refunded, failed } = answer.bookings;
  const parts = [
    transferred.length > 0 && `${transferred.length} moved`,
    refunded.length > 0 && `${refunded.length} refunded`,
    failed.length > 0 && `${failed.length} could not be handled (still at this venue, see the bookings desk)`,
  ].filter(Boolean);
  return parts.length > 0 ? `${parts.join(', ')}.` : undefined;
}

/**
 * Deactivating `venue`. Without paid bookings a plain confirmation; with them (known from the card,
 * or from the server's 409 `VENUE_HAS_PAID_BOOKINGS`) staff choose to move them to another venue or
 * refund them, and each parent is told (backend/src/bookings-desk/README.md, "Closing a venue").
 */
export function DeactivateVenueDialog({
  venue,
  otherVenues,
  onClose,
}: {
  venue: AdminVenue;
  /** Where the paid bookings may move: active venues other than this one. */
  otherVenues: AdminVenue[];
  onClose: () => void;
}) {
  const [deactivate, { isLoading: busy }] = useDeactivateVenueMutation();
  const { toast } = useToast();
  const { t } = useT();
  const [paidBookings, setPaidBookings] = useState(venue.paidSeats);
  const [choice, setChoice] = useState<'transfer' | 'refund'>('transfer');
  const [toVenueId, setToVenueId] = useState<number | ''>('');
  const titleId = useId();

  const body = (): DeactivateVenueRequest | undefined => {
    if (paidBookings === 0) return {};
    if (choice === 'refund') return { bookings: 'refund' };
    return toVenueId === '' ? undefined : { bookings: 'transfer', toVenueId };
  };
  const request = body();

  const submit = async () => {
    if (!request) return;
    try {
      const answer = await deactivate({ id: venue.id, body: request }).unwrap();
      toast({ title: MESSAGES.venueDeactivated, description: deactivationSummary(answer), severity: 'success' });
      onClose();
    } catch (error) {
      const count = errorBody(error)?.paidBookings;
      // Bookings were paid since the card was read: ask what becomes of them.
      if (errorCode(error) === 'VENUE_HAS_PAID_BOOKINGS' && typeof count === 'number') return setPaidBookings(count);
      toast({
        title: MESSAGES.errorTitle,
        description: failureText(error, MESSAGES.venueDeactivateFailed),
        severity: 'error',
      });
      onClose();
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Deactivate {venue.displayName}?</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>The venue will be hidden from users, but its registrations are preserved.</DialogContentText>
        {paidBookings > 0 && (
          <>
            <DialogContentText>
              It has {t('admin.count.paidBookings', countOf(paidBookings))}. Move them to another venue or refund them;
              each parent is told.
            </DialogContentText>
            <RadioGroup
              aria-label="Its paid bookings"
              value={choice}
              onChange={(event) => setChoice(event.target.value as 'transfer' | 'refund')}
            >
              <FormControlLabel value="transfer" control={<Radio />} label="Move them to another venue" />
              <FormControlLabel value="refund" control={<Radio />} label="Refund them" />
            </RadioGroup>
            {choice === 'transfer' && (
              <TextField
                select
                label="Move to"
                value={toVenueId}
                onChange={(event) => setToVenueId(Number(event.target.value))}
                helperText={otherVenues.length === 0 ? 'No other active venue: refund them instead' : undefined}
              >
                {otherVenues.map((other) => (
                  <MenuItem key={other.id} value={other.id}>
                    {other.displayName} ({t('admin.count.seatsLeft', countOf(other.availableSeats))})
                  </MenuItem>
                ))}
              </TextField>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={() => void submit()} disabled={busy || !request} color="error" variant="contained">
          Deactivate
        </Button>
      </DialogActions>
    </Dialog>
  );
}
