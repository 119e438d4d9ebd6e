import Box from '@mui/material/Box';
import {
  formatPaise,
  GRADE_GROUP_LABELS,
  TAKEAWAY_KIT_NOTE,
  type RegistrationDetails,
  type RegistrationPaymentStatus,
} from '@robo/domain';

const PAYMENT_STATUS_LABELS: Record<RegistrationPaymentStatus, string> = {
  paid: 'Paid',
  pending: 'Payment pending',
  expired: 'Expired (not paid in time)',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
};

const refundDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' });

/** A refund, when there is one, says more than the status it left (e.g. 'Expired'). */
function paymentStatusText({ paymentStatus, refund }: RegistrationDetails): string {
  if (refund?.status === 'refunded')
    return `Refunded ${formatPaise(refund.amountPaise)} on ${refundDate(refund.refundedAt)}`;
  if (refund?.status === 'in-progress') return 'Refund in progress';
  return PAYMENT_STATUS_LABELS[paymentStatus] ?? paymentStatus;
}

/** The booking record as the parent needs it on the day. */
export function BookingDetails({ booking }: { booking: RegistrationDetails }) {
  const rows: [string, string][] = [
    ['Booking ID', booking.bookingId],
    ['Parent', booking.parentName],
    ['Child', booking.childName],
    ['Grade group', GRADE_GROUP_LABELS[booking.gradeGroup] ?? booking.gradeGroup],
    ['School', booking.schoolName],
    ['Venue', booking.venue.displayName],
    ['Date and time', booking.venue.dateTime],
    ['Address', booking.venue.address],
    ...(booking.takeawayKit ? [['Takeaway kit', TAKEAWAY_KIT_NOTE] as [string, string]] : []),
    [booking.paymentStatus === 'paid' ? 'Amount paid' : 'Amount', formatPaise(booking.totalAmount)],
    ['Payment status', paymentStatusText(booking)],
  ];
  return (
    <Box
      component="dl"
      aria-label="Booking details"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(7rem, auto) minmax(0, 1fr)', columnGap: 2, rowGap: 1 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {label}
          </Box>
          <Box component="dd" sx={{ m: 0, fontWeight: 600 }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
