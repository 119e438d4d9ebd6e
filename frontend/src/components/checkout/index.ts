export { loadCheckoutScript } from './load-checkout-script';
export { useRazorpayCheckout, type CheckoutSession, type OpenCheckout } from './useRazorpayCheckout';
export type {
  RazorpayConstructor,
  RazorpayFailure,
  RazorpayInstance,
  RazorpayOptions,
  RazorpaySuccess,
} from './razorpay-types';
