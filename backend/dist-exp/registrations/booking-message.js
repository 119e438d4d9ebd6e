import { formatPaise, GRADE_GROUP_LABELS } from '@robo/domain';
/** The WhatsApp text a parent receives once the payment is confirmed. */ export function bookingConfirmationText(booking, venue, publicUrl) {
    return [
        `Hi ${booking.parentName}, your RoboLeague 11th Edition workshop booking is confirmed.`,
        `Booking ID: ${booking.bookingId}`,
        `Student: ${booking.childName} (${GRADE_GROUP_LABELS[booking.gradeGroup]}), ${booking.schoolName}`,
        `Venue: ${venue.displayName}, ${venue.address}`,
        `Date and time: ${venue.dateTime}`,
        `Amount paid: ${formatPaise(booking.totalAmount)}`,
        `Your booking and check-in QR code: ${publicUrl}/thank-you/${booking.bookingId}`
    ].join('\n');
}

//# sourceMappingURL=booking-message.js.map