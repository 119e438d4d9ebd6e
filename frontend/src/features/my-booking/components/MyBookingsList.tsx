import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPaise, TAKEAWAY_KIT_NOTE, type MyBookingsOverview } from '@robo/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { serverMessage } from '../../../api/errors';
import {
  useEndAllSessionsMutation,
  useLeaveMyBookingsMutation,
  useMyBookingChangesQuery,
  useResendConfirmationMutation,
} from '../api/my-booking-api';
import { BookingChanges } from './BookingChanges';

function ResendButton({ target }: { target: { bookingId: string } | { orderId: string } }) {
  const [resend, { isLoading, isSuccess, error }] = useResendConfirmationMutation();
  const [note, setNote] = useState<string | null>(null);
  return (
    <>
      <Button
        size="small"
        disabled={isLoading || isSuccess}
        onClick={() =>
          void resend(target)
            .unwrap()
            .then(
              (r) => setNote(r.message),
              () => undefined,
            )
        }
      >
        Resend confirmation
      </Button>
      {(note || error) && (
        <Typography variant="body2" role="status" color={error ? 'error' : 'text.secondary'}>
          {note ?? serverMessage(error) ?? 'Could not resend. Please try again.'}
        </Typography>
      )}
    </>
  );
}

/** The parent's bookings (ticket QR, invoice, resend) and store orders, once the code was right. */
export function MyBookingsList({ overview }: { overview: MyBookingsOverview }) {
  const [leave] = useLeaveMyBookingsMutation();
  const [endAll] = useEndAllSessionsMutation();
  const { data: changes } = useMyBookingChangesQuery();
  const changesOf = new Map(changes?.bookings.map((c) => [c.bookingId, c]));
  const nothing = overview.bookings.length === 0 && overview.orders.length === 0;
  return (
    <Stack spacing={2}>
      {nothing && <Alert severity="info">We found no paid bookings or orders for this phone number or e-mail.</Alert>}
      {overview.bookings.map((b) => (
        <Card key={b.bookingId} variant="outlined" component="section" aria-label={`Booking ${b.bookingId}`}>
          <CardContent sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            {b.qrImagePath && (
              <Box
                component="img"
                src={b.qrImagePath}
                alt={`Check-in QR code for ${b.bookingId}`}
                sx={{ width: 132, height: 132 }}
              />
            )}
            <div>
              <Typography variant="h3" component="h2">
                {b.childName}
              </Typography>
              <Typography>
                {b.venue} · {b.dateTime}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {b.address}
              </Typography>
              <Typography variant="body2">
                Booking {b.bookingId} · {formatPaise(b.amount)} · {b.status === 'paid' ? 'Confirmed' : 'Refunded'}
              </Typography>
              {b.takeawayKit && <Typography variant="body2">Takeaway kit: {TAKEAWAY_KIT_NOTE}</Typography>}
            </div>
          </CardContent>
          <CardActions sx={{ flexWrap: 'wrap' }}>
            <Button size="small" component={RouterLink} to={b.ticketPath}>
              Open ticket
            </Button>
            {b.qrImagePath && (
              <Button size="small" href={b.qrImagePath} download={`ticket-${b.bookingId}.png`}>
                Download ticket QR
              </Button>
            )}
            {b.invoicePath && (
              <Button size="small" href={b.invoicePath} download>
                Download invoice
              </Button>
            )}
            {b.status === 'paid' && <ResendButton target={{ bookingId: b.bookingId }} />}
          </CardActions>
          {changesOf.get(b.bookingId) && <BookingChanges booking={b} changes={changesOf.get(b.bookingId)!} />}
        </Card>
      ))}
      {overview.orders.map((o) => (
        <Card key={o.orderId} variant="outlined" component="section" aria-label={`Order ${o.orderId}`}>
          <CardContent>
            <Typography variant="h3" component="h2">
              {o.quantity} x {o.productName}
            </Typography>
            <Typography variant="body2">
              Order {o.orderId} · {formatPaise(o.amount)} · {o.status}
            </Typography>
          </CardContent>
          <CardActions sx={{ flexWrap: 'wrap' }}>
            <Button size="small" component={RouterLink} to={o.orderPath}>
              Open order
            </Button>
            {o.invoicePath && (
              <Button size="small" href={o.invoicePath} download>
                Download invoice
              </Button>
            )}
            {o.status !== 'cancelled' && <ResendButton target={{ orderId: o.orderId }} />}
          </CardActions>
        </Card>
      ))}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button onClick={() => void leave()}>Sign out</Button>
        <Button onClick={() => void endAll()}>Sign out on all devices</Button>
      </Stack>
    </Stack>
  );
}
