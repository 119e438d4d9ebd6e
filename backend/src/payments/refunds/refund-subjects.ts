import type { Paise } from '@robo/domain';
import type { EntityManager } from 'typeorm';
import type { RefundStatus, RefundSubjectType } from './refund.entity.js';

/** A refund as modules see it. */
export interface RefundView {
  id: string;
  subject: { type: RefundSubjectType; id: string };
  paymentId: string;
  amountPaise: Paise;
  reason: string;
  requestedBy: string;
  status: RefundStatus;
  gatewayRefundId: string | null;
  failure: string | null;
  createdAt: Date;
  processedAt: Date | null;
}

/**
 * What a refundable thing's owner module (registrations, orders) tells the refunds machinery and
 * is told by it. Payments never imports those modules; they register one of these at init.
 */
export interface RefundSubject {
  readonly type: RefundSubjectType;
  /** What was captured for this subject under the payment, in paise; null if the payment is not this subject's. */
  capturedPaise(manager: EntityManager, subjectId: string, paymentId: string): Promise<number | null>;
  /** The gateway has refunded it (inside the transaction that records so). */
  processed(manager: EntityManager, refund: RefundView): Promise<void>;
  /** The gateway refused it for good; the amount may be asked for again (inside the transaction that records so). */
  failed(manager: EntityManager, refund: RefundView): Promise<void>;
}
