import { Logger } from '@nestjs/common';
import type { Paise, Transition } from '@robo/domain';
import type { EntityManager } from 'typeorm';
import { maybeOne } from '../../common/sql.js';
import { SYSTEM } from '../../audit/actor.js';
import { moveAudited } from '../../audit/audited-transition.js';
import type { RefundSubjectType } from './refund.entity.js';
import type { RefundSubject, RefundView } from './refund-subjects.js';

/**
 * A refund subject kept as one row of its owner's table (registrations, orders) with the shared
 * payment columns: `payment_id`, `total_amount` (paise), `payment_status`, `refund_due`,
 * `refund_id`. A row waiting for its refund becomes `refunded` by its lifecycle's `confirmRefund`
 * transition (libs/domain/src/payment-lifecycle.ts) once the gateway has done it; a refusal leaves
 * it as it was and is logged for staff.
 */
export function rowRefundSubject(
  type: RefundSubjectType,
  table: 'registrations' | 'orders',
  idColumn: 'booking_id' | 'order_id',
  confirmRefund: Transition<string>,
): RefundSubject {
  const logger = new Logger('Refunds');
  return {
    type,
    async capturedPaise(manager: EntityManager, subjectId: string, paymentId: string): Promise<number | null> {
      const row = await maybeOne<{ totalAmount: Paise }>(
        manager,
        `SELECT total_amount AS "totalAmount" FROM ${table} WHERE ${idColumn} = $1 AND payment_id = $2`,
        [subjectId, paymentId],
      );
      return row ? row.totalAmount : null;
    },
    async processed(manager: EntityManager, refund: RefundView): Promise<void> {
      await moveAudited(manager, {
        subject: type,
        transition: confirmRefund,
        where: `${idColumn} = $1`,
        params: [refund.subject.id, refund.gatewayRefundId],
        set: `refund_id = $2, updated_at = now()`,
        actor: SYSTEM,
        action: `${type}.refunded`,
        details: { refundId: refund.id },
      });
    },
    async failed(_manager: EntityManager, refund: RefundView): Promise<void> {
      logger.error(
        `Refund ${refund.id} of ${type} ${refund.subject.id} was refused by the gateway (${refund.failure}); staff must settle it`,
      );
    },
  };
}
