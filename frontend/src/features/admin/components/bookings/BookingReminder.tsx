import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { DeskRegistrationDetail } from '@robo/domain';
import { serverMessage } from '../../../../api/errors';
import { useSendBookingReminderMutation } from '../../api/reminders';

/** An abandoned hold (expired unpaid): one payment reminder to the parent with a link back to the booking form. */
export function BookingReminder({ booking }: { booking: DeskRegistrationDetail }) {
  const [send, { isLoading, error }] = useSendBookingReminderMutation();
  if (booking.status !== 'expired' || booking.paidAt) return null;
  const failed = error ? (serverMessage(error, { clientErrorsOnly: true }) ?? 'Could not send the reminder. Please try again.') : undefined;
  const sent = booking.timeline.some((event) => event.kind === 'reminder_sent');
  return (
    <Box sx={{ mt: 2 }}>
      {failed && <Alert severity="error" sx={{ mb: 1 }}>{failed}</Alert>}
      {sent ? (
        <Typography color="text.secondary">A payment reminder was sent to the parent.</Typography>
      ) : (
        <Button variant="outlined" disabled={isLoading} onClick={() => void send(booking.bookingId)}>
          Send reminder
        </Button>
      )}
    </Box>
  );
}
