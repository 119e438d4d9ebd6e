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

/** Each face's heading and chip, as catalogue keys (libs/domain/catalog/<language>/order.json). */
export const ORDER_STATUS_TEXT: Record<OrderStatusKind, { title: string; label: string }> = {
  success: { title: 'order.status.success.title', label: 'order.status.success.label' },
  pending: { title: 'order.status.pending.title', label: 'order.status.pending.label' },
  failed: { title: 'order.status.failed.title', label: 'order.status.failed.label' },
};

export const NEXT_STEPS = ['order.nextSteps.processing', 'order.nextSteps.tracking', 'order.nextSteps.support'];
