import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { RegistrationResponse } from '@robo/domain';
import { useState } from 'react';
import { BookingSteps } from './booking/BookingSteps';
import { PaymentDialog } from './booking/PaymentDialog';
import { RegistrationForm } from './booking/RegistrationForm';

/** The booking flow of the landing page: details, then the payment dialog. Loaded as its own chunk. */
export default function BookingSection() {
  const [booking, setBooking] = useState<RegistrationResponse | null>(null);
  const [paymentOpen, setPaymentOpen] = useState(false);

  const registered = (created: RegistrationResponse) => {
    setBooking(created);
    setPaymentOpen(true);
  };

  return (
    <>
      <BookingSteps />
      {booking && !paymentOpen && (
        <Alert
          severity="info"
          sx={{ mb: 3 }}
          action={
            <Button color="inherit" onClick={() => setPaymentOpen(true)}>
              Continue to Payment
            </Button>
          }
        >
          Your seat is reserved under booking {booking.registration.bookingId} for a short time. Complete the payment to
          confirm it.
        </Alert>
      )}
      <RegistrationForm onRegistered={registered} />
      {booking && <PaymentDialog booking={booking} open={paymentOpen} onClose={() => setPaymentOpen(false)} />}
    </>
  );
}
