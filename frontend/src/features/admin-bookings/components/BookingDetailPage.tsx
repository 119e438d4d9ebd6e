import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPaise, paise, type AdminTimelineEvent, type DeskRegistrationDetail, type Paise } from '@robo/domain';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { serverMessage } from '../../../api/errors';
import { GRADE_GROUP_KEYS, bookingStatusLabel, useLabel } from '../../../i18n/staff-labels';
import { DetailList } from '../../../components/DetailList';
import { useDeskRegistrationQuery } from '../api/registrations';
import { AdminPage } from '../../../components/admin/AdminPage';
import { AdminToolbar } from '../../../components/admin/AdminToolbar';
import { Checking } from '../../../components/admin/Checking';
import { RequireAdmin } from '../../../components/admin/RequireAdmin';
import { TimelineList } from '../../../components/admin/TimelineList';
import { BookingActions, NoteForm } from './BookingActions';
import { BookingReminder } from './BookingReminder';
import { describeBookingEvent } from './booking-events';

const when = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });
const at = (value: string | null) => (value ? when.format(new Date(value)) : '—');

function BookingDetail({ booking }: { booking: DeskRegistrationDetail }) {
  const [retryPaise, setRetryPaise] = useState<Paise>();
  const label = useLabel();
  // A refused refund can be asked for again while its amount is still refundable. One the gateway
  // did not answer may have been made: the server asks again by its receipt, never a second refund.
  const retry = (event: AdminTimelineEvent) =>
    event.kind === 'refund_failed' &&
    !event.data.timedOut &&
    typeof event.data.amountPaise === 'number' &&
    event.data.amountPaise <= booking.refundablePaise ? (
      <Button size="small" onClick={() => setRetryPaise(paise(event.data.amountPaise as number))}>
        Retry refund
      </Button>
    ) : null;
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
      <Stack sx={{ gap: 3, minWidth: 0 }}>
        <Paper variant="outlined" sx={{ p: 2.5 }}>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
            <Typography variant="h2" sx={{ mr: 'auto' }}>
              {booking.bookingId}
            </Typography>
            <Chip
              label={bookingStatusLabel(label, booking)}
              color={booking.status === 'paid' ? 'success' : 'default'}
            />
            {booking.checkedInAt && <Chip color="primary" label="checked in" />}
          </Stack>
          <DetailList
            rows={[
              ['Child', `${booking.childName} (${label(GRADE_GROUP_KEYS, booking.gradeGroup)})`],
              ['School', booking.school],
              ['Venue', booking.venue.displayName],
              ['Amount', `${formatPaise(booking.totalAmount)}${booking.coupon ? ` (coupon ${booking.coupon})` : ''}`],
              ['Refunded', formatPaise(booking.refundedPaise)],
              ['Booked', at(booking.createdAt)],
              ['Paid', at(booking.paidAt)],
              ['Payment id', booking.paymentId ?? '—'],
              ['Checked in', at(booking.checkedInAt)],
              [
                'Takeaway kit',
                booking.takeawayKit
                  ? booking.kitHandedOverAt
                    ? `Handed over ${at(booking.kitHandedOverAt)}`
                    : 'Included, not yet handed over'
                  : 'None',
              ],
            ]}
          />
          <Box sx={{ mt: 2 }}>
            <BookingActions
              booking={booking}
              retryRefundPaise={retryPaise}
              onRetryHandled={() => setRetryPaise(undefined)}
            />
          </Box>
          <BookingReminder booking={booking} />
        </Paper>
        <Paper variant="outlined" sx={{ p: 2.5 }} component="section" aria-labelledby="booking-timeline">
          <Typography id="booking-timeline" variant="h3" component="h2" sx={{ mb: 1.5 }}>
            Timeline
          </Typography>
          <TimelineList
            events={booking.timeline}
            describe={(event) => describeBookingEvent(label, event)}
            extra={retry}
          />
          <NoteForm bookingId={booking.bookingId} />
        </Paper>
      </Stack>
      <Paper
        variant="outlined"
        sx={{ p: 2.5, alignSelf: 'start' }}
        component="section"
        aria-labelledby="booking-parent"
      >
        <Typography id="booking-parent" variant="h3" component="h2" sx={{ mb: 1.5 }}>
          Parent
        </Typography>
        <DetailList
          rows={[
            ['Name', booking.parentName],
            ['Phone', booking.phone],
            ['E-mail', booking.email],
          ]}
        />
      </Paper>
    </Box>
  );
}

function BookingScreen() {
  const { bookingId = '' } = useParams();
  const { data, isLoading, isError, error } = useDeskRegistrationQuery(bookingId);
  return (
    <>
      <AdminToolbar>
        <Button component={RouterLink} to="/admin/bookings">
          All bookings
        </Button>
      </AdminToolbar>
      {isLoading && <Checking label="Loading booking" />}
      {isError && (
        <Alert severity="error">
          {serverMessage(error, { clientErrorsOnly: true }) ?? 'Could not load the booking.'}
        </Alert>
      )}
      {data && <BookingDetail booking={data} />}
    </>
  );
}

/** /admin/bookings/{bookingId}: one booking, its whole story, and the desk's actions. */
export default function BookingDetailPage() {
  return (
    <AdminPage title="Booking">
      <RequireAdmin>
        <BookingScreen />
      </RequireAdmin>
    </AdminPage>
  );
}
