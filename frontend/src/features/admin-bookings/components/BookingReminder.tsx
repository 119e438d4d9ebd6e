import type { DeskRegistrationDetail } from '@robo/domain';
import { useSendBookingReminderMutation } from '../api/reminders';
import { PaymentReminder } from '../../../components/admin/PaymentReminder';

/** An abandoned hold (expired unpaid): one payment reminder to the parent with a link back to the booking form. */
export function BookingReminder({ booking }: { booking: DeskRegistrationDetail }) {
  const [send, { isLoading, error }] = useSendBookingReminderMutation();
  if (booking.status !== 'expired' || booking.paidAt) return null;
  return (
    <PaymentReminder
      timeline={booking.timeline}
      recipient="parent"
      busy={isLoading}
      error={error}
      onSend={() => void send(booking.bookingId)}
    />
  );
}
