export { loadCheckoutScript } from './load-checkout-script';
export type {
  RazorpayConstructor,
  RazorpayFailure,
  RazorpayInstance,
  RazorpayOptions,
  RazorpaySuccess,
} from './razorpay-types';
