import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  formatPaise,
  paiseToRupees,
  parseRupees,
  rupeesToPaise,
  type DeskRefundChoice,
  type DeskRegistrationDetail,
  type Paise,
} from '@robo/domain';
import { useState, type FormEvent } from 'react';
import { serverMessage } from '../../../api/errors';
import { countOf } from '../../../i18n/staff-labels';
import { useT } from '../../../i18n/useT';
import {
  useAddBookingNoteMutation,
  useCancelBookingMutation,
  useRefundBookingMutation,
  useResendBookingMutation,
  useTransferBookingMutation,
} from '../api/registrations';
import { useAdminVenuesQuery } from '../../../components/admin/api/venues';
import { ConfirmDialog } from '../../../components/admin/ConfirmDialog';
import { FormDialog } from '../../../components/form/FormDialog';
import { StaffNoteForm } from '../../../components/admin/StaffNoteForm';

type Dialog = 'cancel' | 'refund' | 'transfer' | 'resend' | null;

const failedText = (error: unknown) =>
  error ? (serverMessage(error, { clientErrorsOnly: true }) ?? 'Could not save. Please try again.') : undefined;

/** Rupees typed by staff ("120.50") as paise, or null when it is not an amount. */
function typedPaise(value: string): Paise | null {
  const typed = parseRupees(value);
  return typed === null ? null : rupeesToPaise(typed);
}

/** One Idempotency-Key per opened dialog: a retried submit of the same dialog does the work once. */
const newKey = () => crypto.randomUUID();

function CancelDialog({ booking, onClose }: { booking: DeskRegistrationDetail; onClose: () => void }) {
  const [cancel, { isLoading, error }] = useCancelBookingMutation();
  const [key] = useState(newKey);
  const paid = booking.status === 'paid';
  const [choice, setChoice] = useState<'full' | 'none' | 'amount'>(paid ? 'full' : 'none');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    let refund: DeskRefundChoice = choice === 'amount' ? 'none' : choice;
    if (choice === 'amount') {
      const amountPaise = typedPaise(amount);
      if (!amountPaise) return setInvalid('Enter the amount to refund in rupees, e.g. 120.50');
      refund = { amountPaise };
    }
    if (!reason.trim()) return setInvalid('Please give a reason');
    setInvalid(undefined);
    void cancel({ bookingId: booking.bookingId, key, refund, reason })
      .unwrap()
      .then(onClose, () => undefined);
  };
  return (
    <FormDialog
      title={`Cancel booking ${booking.bookingId}?`}
      submitLabel="Cancel booking"
      maxWidth="sm"
      busy={isLoading}
      failed={invalid ?? failedText(error)}
      onSubmit={submit}
      onClose={onClose}
    >
      {paid ? (
        <RadioGroup
          aria-label="Refund"
          value={choice}
          onChange={(event) => setChoice(event.target.value as typeof choice)}
        >
          <FormControlLabel
            value="full"
            control={<Radio />}
            label={`Refund everything left (${formatPaise(booking.refundablePaise)})`}
          />
          <FormControlLabel value="amount" control={<Radio />} label="Refund part of it" />
          <FormControlLabel value="none" control={<Radio />} label="No refund" />
        </RadioGroup>
      ) : (
        <span>This booking is not paid: its held seat is simply released.</span>
      )}
      {choice === 'amount' && (
        <TextField
          label="Amount to refund (₹)"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          inputMode="decimal"
          required
        />
      )}
      <TextField
        label="Reason"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        required
        multiline
        minRows={2}
      />
    </FormDialog>
  );
}

function RefundDialog({
  booking,
  amountPaise,
  onClose,
}: {
  booking: DeskRegistrationDetail;
  amountPaise?: Paise;
  onClose: () => void;
}) {
  const [refund, { isLoading, error }] = useRefundBookingMutation();
  const [key] = useState(newKey);
  const [amount, setAmount] = useState(amountPaise ? paiseToRupees(amountPaise).toFixed(2) : '');
  const [reason, setReason] = useState(amountPaise ? 'Retry of a refused refund' : '');
  const [invalid, setInvalid] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const paise = typedPaise(amount);
    if (!paise) return setInvalid('Enter the amount to refund in rupees, e.g. 120.50');
    if (!reason.trim()) return setInvalid('Please give a reason');
    setInvalid(undefined);
    void refund({ bookingId: booking.bookingId, key, amountPaise: paise, reason })
      .unwrap()
      .then(onClose, () => undefined);
  };
  return (
    <FormDialog
      title={`Refund ${booking.bookingId}`}
      submitLabel="Refund"
      maxWidth="xs"
      busy={isLoading}
      failed={invalid ?? failedText(error)}
      onSubmit={submit}
      onClose={onClose}
    >
      <span>At most {formatPaise(booking.refundablePaise)} can still be refunded. The booking keeps its seat.</span>
      <TextField
        label="Amount to refund (₹)"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        inputMode="decimal"
        required
      />
      <TextField label="Reason" value={reason} onChange={(event) => setReason(event.target.value)} required />
    </FormDialog>
  );
}

function TransferDialog({ booking, onClose }: { booking: DeskRegistrationDetail; onClose: () => void }) {
  const [transfer, { isLoading, error }] = useTransferBookingMutation();
  const venues = useAdminVenuesQuery();
  const { t } = useT();
  const [key] = useState(newKey);
  const [venueId, setVenueId] = useState('');
  const [invalid, setInvalid] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!venueId) return setInvalid('Choose the venue to move to');
    setInvalid(undefined);
    void transfer({ bookingId: booking.bookingId, key, venueId: Number(venueId) })
      .unwrap()
      .then(onClose, () => undefined);
  };
  const others = (venues.data ?? []).filter((venue) => venue.id !== booking.venue.id && venue.isActive);
  return (
    <FormDialog
      title={`Move ${booking.childName} to another venue`}
      submitLabel="Move"
      maxWidth="xs"
      busy={isLoading}
      failed={invalid ?? failedText(error)}
      onSubmit={submit}
      onClose={onClose}
    >
      <span>The price stays as paid. The parent gets a message with the new venue.</span>
      <TextField select label="New venue" value={venueId} onChange={(event) => setVenueId(event.target.value)} required>
        {others.map((venue) => (
          <MenuItem key={venue.id} value={String(venue.id)}>
            {venue.displayName} ({t('admin.count.seatsLeft', countOf(venue.maxSeats - venue.bookedSeats))})
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}

function ResendDialog({ booking, onClose }: { booking: DeskRegistrationDetail; onClose: () => void }) {
  const [resend, { isLoading, error }] = useResendBookingMutation();
  const [key] = useState(newKey);
  return (
    <ConfirmDialog
      open
      title="Send the confirmation again?"
      message={failedText(error) ?? `The booking confirmation goes again to ${booking.email} and ${booking.phone}.`}
      confirmLabel="Send again"
      busy={isLoading}
      onConfirm={() =>
        void resend({ bookingId: booking.bookingId, key })
          .unwrap()
          .then(onClose, () => undefined)
      }
      onClose={onClose}
    />
  );
}

/** The desk's actions on a booking, each behind a confirm dialog. */
export function BookingActions({
  booking,
  retryRefundPaise,
  onRetryHandled,
}: {
  booking: DeskRegistrationDetail;
  retryRefundPaise?: Paise;
  onRetryHandled: () => void;
}) {
  const [open, setOpen] = useState<Dialog>(null);
  const close = () => {
    setOpen(null);
    onRetryHandled();
  };
  const paid = booking.status === 'paid';
  const cancellable = paid || booking.status === 'pending';
  const refundable = booking.refundablePaise > 0 && ['paid', 'cancelled', 'refunded'].includes(booking.status);
  return (
    <>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {cancellable && (
          <Button variant="contained" color="error" onClick={() => setOpen('cancel')}>
            Cancel booking
          </Button>
        )}
        {refundable && (
          <Button variant="outlined" onClick={() => setOpen('refund')}>
            Refund
          </Button>
        )}
        {paid && (
          <Button variant="outlined" onClick={() => setOpen('transfer')}>
            Move to another venue
          </Button>
        )}
        {paid && (
          <Button variant="outlined" onClick={() => setOpen('resend')}>
            Resend confirmation
          </Button>
        )}
      </Stack>
      {open === 'cancel' && <CancelDialog booking={booking} onClose={close} />}
      {(open === 'refund' || retryRefundPaise) && (
        <RefundDialog booking={booking} amountPaise={retryRefundPaise} onClose={close} />
      )}
      {open === 'transfer' && <TransferDialog booking={booking} onClose={close} />}
      {open === 'resend' && <ResendDialog booking={booking} onClose={close} />}
    </>
  );
}

/** A staff note on the booking's timeline. */
export function NoteForm({ bookingId }: { bookingId: string }) {
  const [addNote, { isLoading, error }] = useAddBookingNoteMutation();
  return (
    <StaffNoteForm
      add={(key, text) => addNote({ bookingId, key, text }).unwrap()}
      isLoading={isLoading}
      error={error}
    />
  );
}
