/** The three faces of the order status screen (SPEC 4): anything but success or pending is a failure. */
export type OrderStatusKind = 'success' | 'pending' | 'failed';

export function orderStatusKind(status: string | null): OrderStatusKind {
  return status === 'success' || status === 'pending' ? status : 'failed';
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
