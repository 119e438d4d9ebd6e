import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { GRADE_GROUPS, type MyBookingChanges, type MyBookingItem } from '@robo/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormDialog } from '../../../components/form/FormDialog';
import { gradeGroupLabel } from '../../../i18n/grade-groups';
import { translatedServerMessage } from '../../../i18n/messages';
import { useT, type Translate } from '../../../i18n/useT';
import { useChangeMyBookingMutation, type BookingChange } from '../api/my-booking-api';
import { closedText, policyText } from '../lib/change-texts';

type Dialog = 'transfer' | 'details' | 'cancel' | null;

/** What the server says once a change is made (PARENT_CHANGE_MESSAGES, one per change): the same words, in the page's language. */
const DONE: Record<BookingChange['what'], string> = {
  transfer: 'myBooking.changes.moved',
  details: 'myBooking.changes.corrected',
  'cancellation-request': 'myBooking.changes.requestSent',
};

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
  const { t, language } = useT();
  const [invalid, setInvalid] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = change();
    if (typeof request === 'string') return setInvalid(request);
    setInvalid(undefined);
    void send({ bookingId: booking.bookingId, key, ...request })
      .unwrap()
      .then(
        () => onDone(t(DONE[request.what])),
        () => undefined,
      );
  };
  const failed = error
    ? (translatedServerMessage({ t, language }, error) ?? t('myBooking.changes.saveFailed'))
    : undefined;
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
function cancelOffBecause(closed: string | null, changes: MyBookingChanges, t: Translate): string | null {
  if (closed) return closed;
  return changes.cancellation?.status === 'requested' ? t('myBooking.changes.cancelRequested') : null;
}

/**
 * The parent's own changes to a paid booking, within the owner's policy: another venue of the same
 * workshop, the child's details, a cancellation request for the desk. Buttons that are off say why.
 */
export function BookingChanges({ booking, changes }: { booking: MyBookingItem; changes: MyBookingChanges }) {
  const i18n = useT();
  const { t } = i18n;
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
  const closed = closedText(i18n, changes);
  const transferOff = closed ?? (changes.transferTo.length === 0 ? t('myBooking.changes.noOtherVenue') : null);
  const cancelOff = cancelOffBecause(closed, changes, t);
  const declined = changes.cancellation?.status === 'declined' ? changes.cancellation : null;
  return (
    <Stack spacing={1} sx={{ px: 2, pb: 2 }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" disabled={!!transferOff} onClick={() => setOpen('transfer')}>
          {t('myBooking.changes.transfer')}
        </Button>
        <Button size="small" variant="outlined" disabled={!!closed} onClick={() => setOpen('details')}>
          {t('myBooking.changes.details')}
        </Button>
        <Button size="small" variant="outlined" disabled={!!cancelOff} onClick={() => setOpen('cancel')}>
          {t('myBooking.changes.cancel')}
        </Button>
      </Stack>
      {(transferOff ?? cancelOff) && (
        <Typography variant="body2" color="text.secondary">
          {[...new Set([transferOff, cancelOff].filter(Boolean))].join(' ')}
        </Typography>
      )}
      {declined && <Alert severity="info">{t('myBooking.changes.declined', { reason: declined.declineReason })}</Alert>}
      {done && (
        <Alert severity="success" role="status">
          {done}
        </Alert>
      )}
      {open === 'transfer' && (
        <ChangeDialog
          booking={booking}
          title={t('myBooking.changes.transfer')}
          submitLabel={t('myBooking.changes.transfer.submit')}
          change={() =>
            venueId === '' ? t('myBooking.changes.transfer.choose') : { what: 'transfer', body: { venueId } }
          }
          onClose={close}
          onDone={finish}
        >
          <TextField
            select
            label={t('myBooking.changes.transfer.venue')}
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
          <Typography variant="body2">{t('myBooking.changes.transfer.note')}</Typography>
        </ChangeDialog>
      )}
      {open === 'details' && (
        <ChangeDialog
          booking={booking}
          title={t('myBooking.changes.details.title')}
          submitLabel={t('myBooking.changes.details.submit')}
          change={() => ({ what: 'details', body: details })}
          onClose={close}
          onDone={finish}
        >
          <TextField
            label={t('myBooking.changes.details.childName')}
            value={details.childName}
            onChange={(event) => setDetails({ ...details, childName: event.target.value })}
            required
          />
          <TextField
            select
            label={t('myBooking.changes.details.gradeGroup')}
            value={details.gradeGroup}
            onChange={(event) => setDetails({ ...details, gradeGroup: event.target.value })}
            required
          >
            {GRADE_GROUPS.map((group) => (
              <MenuItem key={group} value={group}>
                {gradeGroupLabel(t, group)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('myBooking.changes.details.school')}
            value={details.schoolName}
            onChange={(event) => setDetails({ ...details, schoolName: event.target.value })}
            required
          />
          <Typography variant="body2">{t('myBooking.changes.details.note')}</Typography>
        </ChangeDialog>
      )}
      {open === 'cancel' && (
        <ChangeDialog
          booking={booking}
          title={t('myBooking.changes.cancel.title')}
          submitLabel={t('myBooking.changes.cancel.submit')}
          change={() => ({ what: 'cancellation-request', body: reason.trim() ? { reason: reason.trim() } : {} })}
          onClose={close}
          onDone={finish}
        >
          <Typography>{policyText(i18n, changes)}</Typography>
          <TextField
            label={t('myBooking.changes.cancel.reason')}
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
