import type { Paise } from '@robo/domain';

/** A payment as the gateway reports it (webhook body, payments API). */
export interface ReportedPayment {
  id: string;
  orderId: string;
  /** Paise. */
  amount: Paise;
  currency: string;
  /** Razorpay payment states: created, authorized, captured, refunded, failed. */
  status: string;
}

/**
 * Why a reported payment may not mark anything paid (none: it may): it must be captured, in INR,
 * for exactly what we charged. A signed event saying otherwise is recorded for staff instead.
 */
export function mismatchReasons(expectedPaise: Paise, payment: ReportedPayment): string[] {
  const reasons: string[] = [];
  if (payment.status !== 'captured') reasons.push(`status ${payment.status}, not captured`);
  if (payment.currency !== 'INR') reasons.push(`currency ${payment.currency}, not INR`);
  if (payment.amount !== expectedPaise)
    reasons.push(`amount ${payment.amount} paise, not the ${expectedPaise} charged`);
  return reasons;
}
