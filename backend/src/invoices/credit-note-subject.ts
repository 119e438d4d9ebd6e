import type { RefundSubject } from '../payments/refunds/refund-subjects.js';
import type { Invoices } from './invoices.js';

/**
 * A refund subject that also issues the credit note when the gateway has refunded: in the same
 * transaction that records the refund as processed, once per refund.
 */
export function withCreditNotes(subject: RefundSubject, invoices: Invoices): RefundSubject {
  return {
    ...subject,
    async processed(manager, refund) {
      await subject.processed(manager, refund);
      await invoices.issueCreditNote(manager, {
        subject: { type: subject.type, ref: refund.subject.id },
        amount: refund.amountPaise,
        refundKey: `refund-${refund.id}`,
      });
    },
  };
}
