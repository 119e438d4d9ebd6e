import type { RegistrationResponse } from '@robo/domain';
import { useState } from 'react';
import { BookingSteps } from './booking/BookingSteps';
import { PaymentDialog } from './booking/PaymentDialog';
import { RegistrationForm } from './booking/RegistrationForm';

/** The booking flow of the landing page: details, then the payment dialog. Loaded as its own chunk. */
export default function BookingSection() {
  const [booking, setBooking] = useState<RegistrationResponse | null>(null);

  return (
    <>
      <BookingSteps />
      <RegistrationForm onRegistered={setBooking} />
      {/* Closing the summary gave the seat back: the form, still filled in, books again. */}
      {booking && <PaymentDialog booking={booking} open onClose={() => setBooking(null)} />}
    </>
  );
}
