import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPaise, type MyBookingsOverview } from '@robo/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { translatedServerMessage } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import { venueTimes } from '../../../i18n/venue-times';
import {
  useEndAllSessionsMutation,
  useLeaveMyBookingsMutation,
  useMyBookingChangesQuery,
  useResendConfirmationMutation,
} from '../api/my-booking-api';
import { BookingChanges } from './BookingChanges';

function ResendButton({ target }: { target: { bookingId: string } | { orderId: string } }) {
  const { t, language } = useT();
  const [resend, { isLoading, isSuccess, error }] = useResendConfirmationMutation();
  const [sent, setSent] = useState(false);
  return (
    <>
      <Button
        size="small"
        disabled={isLoading || isSuccess}
        onClick={() =>
          void resend(target)
            .unwrap()
            .then(
              // The server's answer is always MY_BOOKING_MESSAGES.resent: the same words, in the page's language.
              () => setSent(true),
              () => undefined,
            )
        }
      >
        {t('myBooking.resend')}
      </Button>
      {(sent || error) && (
        <Typography variant="body2" role="status" color={error ? 'error' : 'text.secondary'}>
          {sent
            ? t('myBooking.resend.sent')
            : (translatedServerMessage({ t, language }, error) ?? t('myBooking.resend.failed'))}
        </Typography>
      )}
    </>
  );
}

/** The parent's bookings (ticket QR, invoice, resend) and store orders, once the code was right. */
export function MyBookingsList({ overview }: { overview: MyBookingsOverview }) {
  const { t, language } = useT();
  const [leave] = useLeaveMyBookingsMutation();
  const [endAll] = useEndAllSessionsMutation();
  const { data: changes } = useMyBookingChangesQuery();
  const changesOf = new Map(changes?.bookings.map((c) => [c.bookingId, c]));
  const nothing = overview.bookings.length === 0 && overview.orders.length === 0;
  return (
    <Stack spacing={2}>
      {nothing && <Alert severity="info">{t('myBooking.nothingFound')}</Alert>}
      {overview.bookings.map((b) => (
        <Card
          key={b.bookingId}
          variant="outlined"
          component="section"
          aria-label={t('myBooking.booking', { bookingId: b.bookingId })}
        >
          <CardContent sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            {b.qrImagePath && (
              <Box
                component="img"
                src={b.qrImagePath}
                alt={t('myBooking.booking.qrAlt', { bookingId: b.bookingId })}
                sx={{ width: 132, height: 132 }}
              />
            )}
            <div>
              <Typography variant="h3" component="h2">
                {b.childName}
              </Typography>
              <Typography>
                {b.venue} · {venueTimes(language, b)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {b.address}
              </Typography>
              <Typography variant="body2">
                {t('myBooking.booking.summary', {
                  bookingId: b.bookingId,
                  amount: formatPaise(b.amount),
                  status: b.status,
                })}
              </Typography>
              {b.takeawayKit && <Typography variant="body2">{t('myBooking.booking.takeawayKit')}</Typography>}
            </div>
          </CardContent>
          <CardActions sx={{ flexWrap: 'wrap' }}>
            <Button size="small" component={RouterLink} to={b.ticketPath}>
              {t('myBooking.booking.openTicket')}
            </Button>
            {b.qrImagePath && (
              <Button size="small" href={b.qrImagePath} download={`ticket-${b.bookingId}.png`}>
                {t('myBooking.booking.downloadQr')}
              </Button>
            )}
            {b.invoicePath && (
              <Button size="small" href={b.invoicePath} download>
                {t('myBooking.downloadInvoice')}
              </Button>
            )}
            {b.status === 'paid' && <ResendButton target={{ bookingId: b.bookingId }} />}
          </CardActions>
          {changesOf.get(b.bookingId) && <BookingChanges booking={b} changes={changesOf.get(b.bookingId)!} />}
        </Card>
      ))}
      {overview.orders.map((o) => (
        <Card
          key={o.orderId}
          variant="outlined"
          component="section"
          aria-label={t('myBooking.order', { orderId: o.orderId })}
        >
          <CardContent>
            <Typography variant="h3" component="h2">
              {t('myBooking.order.heading', { quantity: o.quantity, productName: o.productName })}
            </Typography>
            <Typography variant="body2">
              {t('myBooking.order.summary', { orderId: o.orderId, amount: formatPaise(o.amount), status: o.status })}
            </Typography>
          </CardContent>
          <CardActions sx={{ flexWrap: 'wrap' }}>
            <Button size="small" component={RouterLink} to={o.orderPath}>
              {t('myBooking.order.open')}
            </Button>
            {o.invoicePath && (
              <Button size="small" href={o.invoicePath} download>
                {t('myBooking.downloadInvoice')}
              </Button>
            )}
            {o.status !== 'cancelled' && <ResendButton target={{ orderId: o.orderId }} />}
          </CardActions>
        </Card>
      ))}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button onClick={() => void leave()}>{t('myBooking.signOut')}</Button>
        <Button onClick={() => void endAll()}>{t('myBooking.signOutEverywhere')}</Button>
      </Stack>
    </Stack>
  );
}
