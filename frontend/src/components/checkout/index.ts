export { loadCheckoutScript } from './load-checkout-script';
export { usePaymentSequence, type PaymentSequence, type PaymentStep } from './usePaymentSequence';
export type {
  RazorpayConstructor,
  RazorpayFailure,
  RazorpayInstance,
  RazorpayOptions,
  RazorpaySuccess,
} from './razorpay-types';
