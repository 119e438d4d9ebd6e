import { IsString, MinLength } from 'class-validator';
import { MESSAGES } from '@robo/domain';

const required = { message: MESSAGES.paymentVerificationFailed };

/** Body of POST /api/store/verify-payment: the checkout's success response. */
export class VerifyStorePaymentDto {
  @IsString(required) @MinLength(1, required) razorpay_order_id: string;
  @IsString(required) @MinLength(1, required) razorpay_payment_id: string;
  @IsString(required) @MinLength(1, required) razorpay_signature: string;
}
