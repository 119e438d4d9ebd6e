import { Matches } from 'class-validator';
import { MESSAGES } from '@robo/domain';

/** Gateway ids, signatures and booking ids are short word-like tokens. */
const TOKEN = /^[A-Za-z0-9_-]{1,100}$/;

/** Body of POST /api/verify-payment: the checkout's response plus our booking id. */
export class VerifyPaymentDto {
  @Matches(TOKEN, { message: MESSAGES.paymentVerificationFailed })
  razorpay_order_id: string;

  @Matches(TOKEN, { message: MESSAGES.paymentVerificationFailed })
  razorpay_payment_id: string;

  @Matches(TOKEN, { message: MESSAGES.paymentVerificationFailed })
  razorpay_signature: string;

  @Matches(TOKEN, { message: MESSAGES.bookingNotFound })
  booking_id: string;
}
