import type { Paise, Transition } from '@robo/domain';
import type { EntityManager } from 'typeorm';
import type { RefundSubject } from '../refunds/refund-subjects.js';
import type { RefundSubjectType } from '../refunds/refund.entity.js';

/** What every payable row answers with: its primary key and the total charged (paise). */
export interface PayableRow {
  id: number;
  totalAmount: Paise;
}

/** A row the pipeline found, with the id staff and parents know it by (`subjectColumn`). */
interface Found<Row extends PayableRow> {
  row: Row;
  subjectId: string;
}

/** The outcome of one confirmation of a captured payment (payment-pipeline.ts). */
export type Settlement<Row extends PayableRow = PayableRow> =
  | { outcome: 'not-ours' }
  /** Paid by this call (a second call for the same order answers 'already-paid'); `late`: after its hold expired. */
  | ({ outcome: 'confirmed'; late: boolean } & Found<Row>)
  | ({ outcome: 'already-paid' } & Found<Row>)
  /** Not to be paid any more: the money goes back (`owed`: this call decided so), or went back already. */
  | ({ outcome: 'refunded'; owed: boolean } & Found<Row>);

/** The transitions of a kind's payment lifecycle (libs/domain/src/payment-lifecycle.ts) the pipeline performs. */
export interface PayableLifecycle {
  readonly capture: Transition<string>;
  readonly confirmRefund: Transition<string>;
  readonly captureLate: Transition<string>;
  readonly oweRefund: Transition<string>;
  readonly expire: Transition<string>;
}

/** The repeatable jobs that end each kind's overdue holds (hold-expiry.job.ts). */
export type HoldExpiryJobName = 'holds:expire-registrations' | 'holds:expire-orders';

/**
 * One kind of thing a parent pays for through Razorpay (a workshop booking, a store order; a
 * waiting-list offer or a school's bulk booking would be one more): a row of `table` with the
 * shared payment columns (`gateway_order_id`, `payment_id`, `paid_at`, `total_amount`,
 * `payment_status`, `refund_due`, `hold_expires_at`, `reconcile_after`). The pipeline
 * (payment-pipeline.ts) runs what all kinds share, in one transaction per payment: capture, the
 * late payment's retake-or-refund, the audit entry, reconciliation and the expiry sweep. A kind
 * says only what differs. Its owner module registers it at init; payments never imports owners.
 */
export interface PayableKind<Row extends PayableRow = PayableRow> {
  /** Its name in audit entries, refunds, mismatches and payment targets. */
  readonly kind: RefundSubjectType;
  readonly table: 'registrations' | 'orders';
  readonly lifecycle: PayableLifecycle;
  /** The SELECT list that reads a `Row`. */
  readonly columns: string;
  /** The column of the id staff and parents know it by (booking id, order id): audit entries and refunds name it. */
  readonly subjectColumn: 'booking_id' | 'order_id';
  /** More SET assignments a transition makes on this kind (e.g. an order's fulfilment status). */
  readonly alsoSet?: Partial<Record<'capture' | 'captureLate' | 'oweRefund', string>>;

  /** Inside the capturing transaction, after the audit entry: what paying it sets off (messages, invoice...). */
  confirmed(manager: EntityManager, row: Row, paymentId: string): Promise<void>;
  /** A payment arrived after the hold was released: take again what the hold held, or answer false (refund). */
  retake(manager: EntityManager, row: Row): Promise<boolean>;
  /** Why a late payment that found nothing left is refunded (the refund's reason). */
  readonly lateRefundReason: string;
  /** After the confirmation committed (caches, logs). */
  settled(settlement: Settlement<Row>): void | Promise<void>;

  /** How its overdue unpaid holds end: the job's name, rows per run, and the release of those the gateway says are unpaid. */
  readonly expiry: {
    readonly job: HoldExpiryJobName;
    readonly batch: number;
    /** Releases these rows if they are still unpaid and overdue; answers how many it released. */
    release(ids: number[]): Promise<number>;
  };
  /** How its checkout is opened: the column the route's id is matched on, and what its release token signs. */
  readonly checkout: {
    readonly idColumn: 'booking_id' | 'gateway_order_id';
    releaseValue(id: string): string;
  };
  /** What else confirming one of its refunds does (e.g. the credit note); the row's own change is the pipeline's. */
  refunds(subject: RefundSubject): RefundSubject;
}
