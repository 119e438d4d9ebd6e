import { Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { execute, maybeOne } from '../../common/sql.js';
import type { RefundSubjectType } from './refund.entity.js';
import type { RefundSubject, RefundView } from './refund-subjects.js';

/**
 * A refund subject kept as one row of its owner's table (registrations, orders) with the shared
 * payment columns: `payment_id`, `total_amount` (paise), `payment_status`, `refund_due`,
 * `refund_id`. A row waiting for its refund (`refund_due`, or `cancelled` by staff) becomes
 * `refunded` once the gateway has done it; a refusal leaves it as it was and is logged for staff.
 */
export function rowRefundSubject(type: RefundSubjectType, table: 'registrations' | 'orders', idColumn: 'booking_id' | 'order_id'): RefundSubject {
  const logger = new Logger('Refunds');
  return {
    type,
    async capturedPaise(manager: EntityManager, subjectId: string, paymentId: string): Promise<number | null> {
      const row = await maybeOne<{ totalAmount: number }>(
        manager,
        `SELECT total_amount AS "totalAmount" FROM ${table} WHERE ${idColumn} = $1 AND payment_id = $2`,
        [subjectId, paymentId],
      );
      return row ? row.totalAmount : null;
    },
    async processed(manager: EntityManager, refund: RefundView): Promise<void> {
      await execute(
        manager,
        `UPDATE ${table} SET payment_status = 'refunded', refund_id = $2, refund_due = false, updated_at = now()
         WHERE ${idColumn} = $1 AND (refund_due OR payment_status = 'cancelled')`,
        [refund.subject.id, refund.gatewayRefundId],
      );
    },
    async failed(_manager: EntityManager, refund: RefundView): Promise<void> {
      logger.error(`Refund ${refund.id} of ${type} ${refund.subject.id} was refused by the gateway (${refund.failure}); staff must settle it`);
    },
  };
}
