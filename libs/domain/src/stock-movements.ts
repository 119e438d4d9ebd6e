/**
 * A product's stock history (backend/src/catalog/README.md, "Stock"): every change of the units
 * available to sell is one line with its reason. Staff adjust with the first four; the rest are
 * written by the store itself.
 */
export const STOCK_ADJUST_REASONS = ['received', 'damaged', 'count_correction', 'returned'] as const;
export type StockAdjustReason = (typeof STOCK_ADJUST_REASONS)[number];

export const STOCK_MOVEMENT_REASONS = [
  ...STOCK_ADJUST_REASONS,
  /** A checkout took units for its order (held until paid or expired). */
  'order_hold',
  /** An unpaid order's hold ended (expired, or the buyer closed the checkout). */
  'hold_released',
  /** A payment after its hold ended took the units again. */
  'late_payment',
  /** Units of a paid order put back by a cancel or a refund. */
  'restock',
  /** The inventory field of the product form. */
  'product_form',
] as const;
export type StockMovementReason = (typeof STOCK_MOVEMENT_REASONS)[number];

export const STOCK_MOVEMENT_LABELS: Record<StockMovementReason, string> = {
  received: 'Received',
  damaged: 'Damaged',
  count_correction: 'Count correction',
  returned: 'Returned',
  order_hold: 'Checkout hold',
  hold_released: 'Hold released',
  late_payment: 'Late payment',
  restock: 'Restocked from order',
  product_form: 'Edited in product form',
};

/** The sign each adjustment reason allows: stock received or returned adds, damage removes, a count may do either. */
export const STOCK_ADJUST_SIGN: Record<StockAdjustReason, 'positive' | 'negative' | 'either'> = {
  received: 'positive',
  returned: 'positive',
  damaged: 'negative',
  count_correction: 'either',
};

/** The most units one adjustment may move either way. */
export const STOCK_ADJUST_MAX = 100_000;

export const STOCK_MESSAGES = {
  deltaInvalid: `delta must be a whole number of units other than 0, at most ${STOCK_ADJUST_MAX.toLocaleString('en-IN')} either way`,
  reasonInvalid: `reason must be one of ${STOCK_ADJUST_REASONS.join(', ')}`,
  wrongSign: (reason: StockAdjustReason) =>
    STOCK_ADJUST_SIGN[reason] === 'positive'
      ? `Stock ${reason} adds units: delta must be above 0`
      : 'Damaged stock removes units: delta must be below 0',
  belowZero: (available: number) =>
    `Only ${available} unit${available === 1 ? '' : 's'} available; the adjustment would take stock below 0`,
} as const;

/** POST /api/admin/products/{id}/stock */
export interface StockAdjustRequest {
  delta: number;
  reason: StockAdjustReason;
  note?: string;
}

/** One line of a product's stock history (GET /api/admin/products/{id}/stock). */
export interface StockMovement {
  id: number;
  at: string;
  /** Change of the units available to sell. */
  delta: number;
  reason: StockMovementReason;
  note: string | null;
  orderId: string | null;
  /** A staff name, or "system". */
  actor: string;
  availableAfter: number;
  /** Available plus held by checkouts, after this line. */
  onHandAfter: number;
}

/** A product's stock now and its history, newest first. */
export interface ProductStock {
  productId: string;
  onHand: number;
  held: number;
  available: number;
  movements: StockMovement[];
}
