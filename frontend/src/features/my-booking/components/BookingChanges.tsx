import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { GRADE_GROUP_LABELS, GRADE_GROUPS, type MyBookingChanges, type MyBookingItem } from '@robo/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import { serverMessage } from '../../../api/errors';
import { FormDialog } from '../../../components/form/FormDialog';
import { useChangeMyBookingMutation, type BookingChange } from '../api/my-booking-api';

type Dialog = 'transfer' | 'details' | 'cancel' | null;

/** One dialog of a change: its own Idempotency-Key, so a retried submit changes the booking once. */
function ChangeDialog({
  booking,
  title,
  submitLabel,
  change,
  onClose,
  onDone,
  children,
}: {
  booking: MyBookingItem;
  title: string;
  submitLabel: string;
  change: () => BookingChange | string;
  onClose: () => void;
  onDone: (message: string) => void;
  children: ReactNode;
}) {
  const [send, { isLoading, error }] = useChangeMyBookingMutation();
  const [key] = useState(() => crypto.randomUUID());
  const [invalid, setInvalid] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = change();
    if (typeof request === 'string') return setInvalid(request);
    setInvalid(undefined);
    void send({ bookingId: booking.bookingId, key, ...request })
      .unwrap()
      .then(
        (r) => onDone(r.message),
        () => undefined,
      );
  };
  const failed = error ? (serverMessage(error) ?? 'Could not save. Please try again.') : undefined;
  return (
    <FormDialog
      title={title}
      submitLabel={submitLabel}
      maxWidth="sm"
      busy={isLoading}
      failed={invalid ?? failed}
      onSubmit={submit}
      onClose={onClose}
    >
      {children}
    </FormDialog>
  );
}

/** Why the cancel button is off, when it is: changes closed, or a request already waiting. */
function cancelOffBecause(changes: MyBookingChanges): string | null {
  if (changes.closedBecause) return changes.closedBecause;
  return changes.cancellation?.status === 'requested' ? 'You have asked to cancel; the desk will answer soon.' : null;
}

/**
 * The parent's own changes to a paid booking, within the owner's policy: another venue of the same
 * workshop, the child's details, a cancellation request for the desk. Buttons that are off say why.
 */
export function BookingChanges({ booking, changes }: { booking: MyBookingItem; changes: MyBookingChanges }) {
  const [open, setOpen] = useState<Dialog>(null);
  const [done, setDone] = useState<string | null>(null);
  const [venueId, setVenueId] = useState<number | ''>('');
  const [details, setDetails] = useState({
    childName: booking.childName,
    gradeGroup: changes.gradeGroup,
    schoolName: changes.schoolName,
  });
  const [reason, setReason] = useState('');
  const close = () => setOpen(null);
  const finish = (message: string) => {
    setDone(message);
    setOpen(null);
  };
  const transferOff =
    changes.closedBecause ??
    (changes.transferTo.length === 0 ? 'No other venue of this workshop has seats left.' : null);
  const cancelOff = cancelOffBecause(changes);
  const declined = changes.cancellation?.status === 'declined' ? changes.cancellation : null;
  return (
    <Stack spacing={1} sx={{ px: 2, pb: 2 }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" disabled={!!transferOff} onClick={() => setOpen('transfer')}>
          Move to another venue
        </Button>
        <Button size="small" variant="outlined" disabled={!!changes.closedBecause} onClick={() => setOpen('details')}>
          Correct child’s details
        </Button>
        <Button size="small" variant="outlined" disabled={!!cancelOff} onClick={() => setOpen('cancel')}>
          Ask to cancel
        </Button>
      </Stack>
      {(transferOff ?? cancelOff) && (
        <Typography variant="body2" color="text.secondary">
          {[...new Set([transferOff, cancelOff].filter(Boolean))].join(' ')}
        </Typography>
      )}
      {declined && <Alert severity="info">Your cancellation request was declined: {declined.declineReason}</Alert>}
      {done && (
        <Alert severity="success" role="status">
          {done}
        </Alert>
      )}
      {open === 'transfer' && (
        <ChangeDialog
          booking={booking}
          title="Move to another venue"
          submitLabel="Move my booking"
          change={() => (venueId === '' ? 'Choose a venue.' : { what: 'transfer', body: { venueId } })}
          onClose={close}
          onDone={finish}
        >
          <TextField
            select
            label="New venue"
            value={venueId}
            onChange={(event) => setVenueId(Number(event.target.value))}
            required
          >
            {changes.transferTo.map((v) => (
              <MenuItem key={v.venueId} value={v.venueId}>
                {v.venue} · {v.dateTime}
              </MenuItem>
            ))}
          </TextField>
          <Typography variant="body2">
            The price stays the same. Your ticket’s QR code is drawn again for the new venue.
          </Typography>
        </ChangeDialog>
      )}
      {open === 'details' && (
        <ChangeDialog
          booking={booking}
          title="Correct the child’s details"
          submitLabel="Save details"
          change={() => ({ what: 'details', body: details })}
          onClose={close}
          onDone={finish}
        >
          <TextField
            label="Child’s name"
            value={details.childName}
            onChange={(event) => setDetails({ ...details, childName: event.target.value })}
            required
          />
          <TextField
            select
            label="Grade group"
            value={details.gradeGroup}
            onChange={(event) => setDetails({ ...details, gradeGroup: event.target.value })}
            required
          >
            {GRADE_GROUPS.map((group) => (
              <MenuItem key={group} value={group}>
                {GRADE_GROUP_LABELS[group]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="School"
            value={details.schoolName}
            onChange={(event) => setDetails({ ...details, schoolName: event.target.value })}
            required
          />
          <Typography variant="body2">The invoice keeps the details it was issued with.</Typography>
        </ChangeDialog>
      )}
      {open === 'cancel' && (
        <ChangeDialog
          booking={booking}
          title="Ask to cancel this booking?"
          submitLabel="Send request"
          change={() => ({ what: 'cancellation-request', body: reason.trim() ? { reason: reason.trim() } : {} })}
          onClose={close}
          onDone={finish}
        >
          <Typography>{changes.policyText}</Typography>
          <TextField
            label="Reason (optional)"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            multiline
            minRows={2}
          />
        </ChangeDialog>
      )}
    </Stack>
  );
}
