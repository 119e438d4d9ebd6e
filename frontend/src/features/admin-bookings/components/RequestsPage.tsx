import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatPaise, type CancellationRequestItem, type CancellationRequestStatus } from '@robo/domain';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { serverMessage } from '../../../api/errors';
import { REQUEST_STATUS_KEYS, useLabel } from '../../../i18n/staff-labels';
import { useAnswerRequestMutation, useCancellationRequestsQuery } from '../api/requests';
import { AdminPage } from '../../../components/admin/AdminPage';
import { FormDialog } from '../../../components/form/FormDialog';
import { RequireAdmin } from '../../../components/admin/RequireAdmin';

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** Approve (the desk's cancel, refunded as the policy promised) or decline with a reason; one Idempotency-Key per dialog. */
function AnswerDialog({
  request,
  answer,
  onClose,
}: {
  request: CancellationRequestItem;
  answer: 'approve' | 'decline';
  onClose: () => void;
}) {
  const [send, { isLoading, error }] = useAnswerRequestMutation();
  const [key] = useState(() => crypto.randomUUID());
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (answer === 'decline' && !reason.trim()) return setInvalid('Please give a reason');
    setInvalid(undefined);
    const sent =
      answer === 'approve'
        ? send({ id: request.id, key, answer })
        : send({ id: request.id, key, answer, reason: reason.trim() });
    void sent.unwrap().then(onClose, () => undefined);
  };
  return (
    <FormDialog
      title={`${answer === 'approve' ? 'Approve' : 'Decline'} the request for ${request.bookingId}?`}
      submitLabel={answer === 'approve' ? 'Cancel the booking' : 'Decline'}
      maxWidth="sm"
      busy={isLoading}
      failed={invalid ?? (error ? (serverMessage(error) ?? 'Could not save. Please try again.') : undefined)}
      onSubmit={submit}
      onClose={onClose}
    >
      {answer === 'approve' ? (
        <Typography>
          The booking is cancelled and its seat freed;{' '}
          {request.refund
            ? `${formatPaise(request.amountPaise)} is refunded.`
            : 'nothing is refunded (the policy said so).'}{' '}
          The parent is told.
        </Typography>
      ) : (
        <TextField
          label="Reason (the parent is told)"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          required
          multiline
          minRows={2}
        />
      )}
    </FormDialog>
  );
}

function Requests() {
  const label = useLabel();
  const [status, setStatus] = useState<CancellationRequestStatus | ''>('requested');
  const { data, isError } = useCancellationRequestsQuery({ status: status || undefined });
  const [open, setOpen] = useState<{ request: CancellationRequestItem; answer: 'approve' | 'decline' } | null>(null);
  return (
    <Stack spacing={2}>
      <TextField
        select
        label="Show"
        value={status}
        onChange={(event) => setStatus(event.target.value as CancellationRequestStatus | '')}
        sx={{ maxWidth: 220 }}
      >
        <MenuItem value="requested">Waiting for an answer</MenuItem>
        <MenuItem value="approved">{label(REQUEST_STATUS_KEYS, 'approved')}</MenuItem>
        <MenuItem value="declined">{label(REQUEST_STATUS_KEYS, 'declined')}</MenuItem>
        <MenuItem value="">All</MenuItem>
      </TextField>
      {isError && <Alert severity="error">Could not load the requests.</Alert>}
      {data && data.items.length === 0 && <Alert severity="info">No requests here.</Alert>}
      {data && data.items.length > 0 && (
        <Table size="small" aria-label="Cancellation requests">
          <TableHead>
            <TableRow>
              <TableCell>Asked</TableCell>
              <TableCell>Booking</TableCell>
              <TableCell>Child · venue</TableCell>
              <TableCell>Parent’s reason</TableCell>
              <TableCell>Refund</TableCell>
              <TableCell>State</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {data.items.map((r) => (
              <TableRow key={r.id}>
                <TableCell>{when.format(new Date(r.createdAt))}</TableCell>
                <TableCell>
                  <Link component={RouterLink} to={`/admin/bookings/${r.bookingId}`}>
                    {r.bookingId}
                  </Link>
                </TableCell>
                <TableCell>
                  {r.childName} · {r.venue}
                </TableCell>
                <TableCell>{r.reason ?? ''}</TableCell>
                <TableCell>{r.refund ? formatPaise(r.amountPaise) : 'None'}</TableCell>
                <TableCell>
                  <Chip size="small" label={label(REQUEST_STATUS_KEYS, r.status)} />
                  {r.declineReason && <Typography variant="body2">{r.declineReason}</Typography>}
                  {r.decidedBy && <Typography variant="body2">by {r.decidedBy}</Typography>}
                </TableCell>
                <TableCell>
                  {r.status === 'requested' && (
                    <Stack direction="row" spacing={1}>
                      <Button size="small" onClick={() => setOpen({ request: r, answer: 'approve' })}>
                        Approve
                      </Button>
                      <Button size="small" onClick={() => setOpen({ request: r, answer: 'decline' })}>
                        Decline
                      </Button>
                    </Stack>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {open && <AnswerDialog {...open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}

/** /admin/requests: parents' cancellation requests from /my-booking, approved or declined by the desk. */
export default function RequestsPage() {
  return (
    <AdminPage title="Requests">
      <RequireAdmin>
        <Requests />
      </RequireAdmin>
    </AdminPage>
  );
}
