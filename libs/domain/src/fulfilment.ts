import type { Paise } from './money.js';
import { ORDER_PAYMENT_STATUSES } from './payment-lifecycle.js';

/**
 * A paid store order's way to the buyer (backend/src/orders/README.md): one pure table of the
 * moves staff may make. Cancelling goes through the cancel action (refund, restock), not this table.
 */
export const FULFILMENT_STATES = ['unfulfilled', 'packed', 'shipped', 'delivered', 'cancelled', 'returned'] as const;
export type FulfilmentState = (typeof FULFILMENT_STATES)[number];

/** The states staff can set with a fulfilment move (not `cancelled`). */
export const FULFILMENT_MOVE_TARGETS = ['unfulfilled', 'packed', 'shipped', 'delivered', 'returned'] as const;
export type FulfilmentMoveTarget = (typeof FULFILMENT_MOVE_TARGETS)[number];

export const FULFILMENT_LABELS: Record<FulfilmentState, string> = {
  unfulfilled: 'Unfulfilled',
  packed: 'Packed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  returned: 'Returned',
};

/** Forward moves anyone with the orders screen may make. */
const FORWARD: Record<FulfilmentState, readonly FulfilmentMoveTarget[]> = {
  unfulfilled: ['packed', 'shipped'],
  packed: ['shipped'],
  shipped: ['delivered', 'returned'],
  delivered: ['returned'],
  cancelled: [],
  returned: [],
};

/** The owner may also correct a mistake by moving back, but never out of a cancelled order. */
const OWNER_ONLY: Record<FulfilmentState, readonly FulfilmentMoveTarget[]> = {
  unfulfilled: [],
  packed: ['unfulfilled'],
  shipped: ['unfulfilled', 'packed'],
  delivered: ['unfulfilled', 'packed', 'shipped'],
  cancelled: [],
  returned: ['unfulfilled', 'packed', 'shipped', 'delivered'],
};

export type FulfilmentMoveCheck =
  { ok: true } | { ok: false; reason: 'same' | 'not-allowed' | 'owner-only'; message: string };

/** Whether an order in `current` may move to `next`, for the owner or for other staff. */
export function checkFulfilmentMove(
  current: FulfilmentState,
  next: FulfilmentMoveTarget,
  byOwner: boolean,
): FulfilmentMoveCheck {
  const now = FULFILMENT_LABELS[current].toLowerCase();
  if (current === next) return { ok: false, reason: 'same', message: `This order is already ${now}.` };
  if (FORWARD[current].includes(next)) return { ok: true };
  if (OWNER_ONLY[current].includes(next)) {
    return byOwner
      ? { ok: true }
      : {
          ok: false,
          reason: 'owner-only',
          message: `This order is ${now}; only the owner can move it back to ${FULFILMENT_LABELS[next].toLowerCase()}.`,
        };
  }
  return {
    ok: false,
    reason: 'not-allowed',
    message: `This order is ${now}; it cannot be marked ${FULFILMENT_LABELS[next].toLowerCase()}.`,
  };
}

/** Whether moving from `current` to `next` takes an order back (the owner's correction), not forward. */
export function isFulfilmentMoveBack(current: FulfilmentState, next: FulfilmentMoveTarget): boolean {
  return OWNER_ONLY[current].includes(next);
}

/**
 * The states an order may move to next, for the screen's buttons: forward moves first in table
 * order, then the owner's moves back, nearest first (a move back was the first button, issue 31).
 */
export function nextFulfilmentStates(current: FulfilmentState, byOwner: boolean): FulfilmentMoveTarget[] {
  const allowed = FULFILMENT_MOVE_TARGETS.filter((next) => checkFulfilmentMove(current, next, byOwner).ok);
  const back = allowed.filter((next) => isFulfilmentMoveBack(current, next));
  return [...allowed.filter((next) => !back.includes(next)), ...back.reverse()];
}

export const FULFILMENT_MESSAGES = {
  trackingRequired: 'Courier and tracking number are required to mark an order shipped',
  notPaid: 'Only a paid order can be fulfilled',
  orderNotFound: 'Order not found',
} as const;

/** How much of a cancelled order's payment goes back: all that is left, nothing, or a part. */
export type OrderCancelRefund = 'full' | 'none' | { amountPaise: Paise };

/**
 * Where an order may be cancelled from: before it leaves, or once it came back. A shipped or
 * delivered kit is with the buyer, so its stock cannot come back until it is marked returned.
 * A cancelled order may be "cancelled" again to restock or refund what the first time did not.
 */
export const CANCELLABLE_FROM: readonly FulfilmentState[] = ['unfulfilled', 'packed', 'returned', 'cancelled'];

export const ORDER_CANCEL_MESSAGES = {
  notPaid: 'Only a paid order can be cancelled',
  refundInvalid: 'refund must be "full", "none" or { amountPaise } with a whole number of paise above 0',
  reasonRequired: 'Reason is required',
  nothingToRefund: 'Nothing is left to refund on this order.',
  withBuyer: (state: FulfilmentState) =>
    `This order is ${FULFILMENT_LABELS[state].toLowerCase()}; mark it returned before cancelling it.`,
} as const;

/** How much an order refund gives back: all that is left of the payment, or a part. */
export type OrderRefundAmount = Paise | 'full';

/** Where an order's units are on the shelf again, so a refund may restock them (a shipped kit is with the buyer). */
export const RESTOCKABLE_FROM: readonly FulfilmentState[] = CANCELLABLE_FROM;

export const ORDER_REFUND_MESSAGES = {
  amountInvalid: 'amountPaise must be "full" or a whole number of paise above 0',
  restockInvalid: 'restockQuantity must be a whole number of units, 0 or more',
  notPaid: 'Only a paid order can be refunded',
  exceedsPaid: (left: string) => `At most ${left} can be refunded for this order.`,
  restockWithBuyer: (state: FulfilmentState) =>
    `This order is ${FULFILMENT_LABELS[state].toLowerCase()}; mark it returned before putting its units back in stock.`,
  restockExceedsSold: (left: number) =>
    left === 0
      ? 'Every unit of this order is already back in stock.'
      : `At most ${left} unit${left === 1 ? '' : 's'} of this order can go back to stock.`,
} as const;

/** Sort keys of the orders list; a leading '-' sorts descending. */
export const ADMIN_ORDER_SORTS = ['createdAt', 'totalAmount', 'orderId', 'customerName'] as const;
export const ADMIN_ORDER_PAGE_SIZE_MAX = 200;
export const ADMIN_ORDER_PAGE_SIZE_DEFAULT = 25;
/** Payment filters of the orders list; `abandoned` is a hold that expired unpaid. */
export const ADMIN_ORDER_STATUSES = [...ORDER_PAYMENT_STATUSES, 'abandoned'] as const;
