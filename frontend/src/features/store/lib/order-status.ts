import type { PaymentStatus } from '@robo/domain';

/** The three faces of the order status screen (spec §4): anything but success or pending is a failure. */
export type OrderStatusKind = 'success' | 'pending' | 'failed';

export function orderStatusKind(status: string | null): OrderStatusKind {
  return status === 'success' || status === 'pending' ? status : 'failed';
}

/** The face for the stored order's payment status: the server's word, not the link's. */
export function paymentStatusKind(paymentStatus: PaymentStatus | null): OrderStatusKind {
  // spec §3: an absent payment status reads as 'Completed'.
  if (paymentStatus === null || paymentStatus === 'completed') return 'success';
  return paymentStatus === 'pending' ? 'pending' : 'failed';
}

export const ORDER_STATUS_TEXT: Record<OrderStatusKind, { title: string; label: string }> = {
  success: { title: 'Order Confirmed!', label: 'Confirmed' },
  pending: { title: 'Order Pending', label: 'Processing' },
  failed: { title: 'Order Issue', label: 'Failed' },
};

export const PENDING_NOTE = "Your payment is being verified... don't refresh or close this page";

export const NEXT_STEPS = [
  'Your order will be processed within 1-2 business days.',
  'You will receive the tracking details by e-mail once it ships.',
  'Questions about your order? Our support team is on WhatsApp.',
];
