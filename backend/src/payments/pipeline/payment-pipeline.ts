import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ABUSE_MESSAGES, allows, paymentStateOf, transitionSql, type OpenedCheckout } from '@robo/domain';
import type { DataSource, EntityManager } from 'typeorm';
import { SYSTEM } from '../../audit/actor.js';
import { AuditLog } from '../../audit/audit-log.js';
import { signingKeys } from '../../common/purpose-signature.js';
import { execute, maybeOne, one } from '../../common/sql.js';
import { Settings } from '../../config/settings.js';
import { openCheckout } from '../../hold-limits/checkout-opening.js';
import { PaymentTargets, type CapturedPayment } from '../payment-targets.js';
import { paymentError } from '../payments.errors.js';
import type { RefundSubjectType } from '../refunds/refund.entity.js';
import { RefundsService } from '../refunds/refunds.service.js';
import { rowRefundSubject } from '../refunds/row-refund-subject.js';
import { unsettledOrderQueries } from '../unsettled-orders.js';
import { HoldExpiryJob } from './hold-expiry.job.js';
import type { PayableKind, PayableRow, Settlement } from './payable-kind.js';

/** What the pipeline reads beside the kind's own columns: the subject's id and the two lifecycle columns. */
interface PipelineColumns {
  pipelineSubjectId: string;
  pipelineStatus: string;
  pipelineRefundDue: boolean;
}

/** The kind's columns and the pipeline's, apart. */
function split<Row extends PayableRow>({
  pipelineSubjectId,
  pipelineStatus,
  pipelineRefundDue,
  ...row
}: Row & PipelineColumns) {
  return {
    row: row as unknown as Row,
    subjectId: pipelineSubjectId,
    status: pipelineStatus,
    refundDue: pipelineRefundDue,
  };
}

/** `SET` assignments of a lifecycle transition plus the kind's own for it. */
function assignments(kind: PayableKind, transition: 'capture' | 'captureLate' | 'oweRefund'): string {
  const also = kind.alsoSet?.[transition];
  return [transitionSql(kind.lifecycle[transition]).set, ...(also ? [also] : [])].join(', ');
}

/**
 * The one payment pipeline (backend/src/payments/README.md "One pipeline"): every payable kind
 * (payable-kind.ts) registers here, and its payments are confirmed, reconciled, expired and
 * opened for checkout by the same code. Confirmation (design §5) is used by the browser callback,
 * the webhook and reconciliation alike and is idempotent: only a pending row, or an expired
 * unpaid one (a late payment), changes.
 */
@Injectable()
export class PaymentPipeline {
  private readonly kinds = new Map<RefundSubjectType, PayableKind>();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly settings: Settings,
    private readonly targets: PaymentTargets,
    private readonly refunds: RefundsService,
    private readonly auditLog: AuditLog,
    private readonly expiry: HoldExpiryJob,
  ) {}

  /** A kind's owner module calls this at init: its payments, refunds and hold expiry then run here. */
  async register<Row extends PayableRow>(kind: PayableKind<Row>): Promise<void> {
    this.kinds.set(kind.kind, kind);
    const ownRow = rowRefundSubject(kind.kind, kind.table, kind.subjectColumn, kind.lifecycle.confirmRefund);
    const target = {
      kind: kind.kind,
      ...unsettledOrderQueries(this.db, kind.table, this.settings),
      settle: async (payment: CapturedPayment) => (await this.confirm(kind, payment)).outcome !== 'not-ours',
    };
    this.targets.register(target);
    this.refunds.registerSubject(kind.refunds(ownRow));
    await this.expiry.schedule(kind, target);
  }

  /** Confirms a checked, captured payment for one of the kind's gateway orders. */
  async confirm<Row extends PayableRow>(
    kind: PayableKind<Row>,
    { gatewayOrderId, paymentId }: Pick<CapturedPayment, 'gatewayOrderId' | 'paymentId'>,
  ): Promise<Settlement<Row>> {
    const settlement = await this.db.transaction((manager) => this.decide(manager, kind, gatewayOrderId, paymentId));
    await kind.settled(settlement);
    return settlement;
  }

  /**
   * The payer is about to pay (`POST .../checkout`): the hold, short until now, lasts HOLD_SECONDS.
   * Only with the token answered at creation, only while it holds.
   */
  async openCheckout(kind: RefundSubjectType, id: string, releaseToken: unknown): Promise<OpenedCheckout> {
    const payable = this.kinds.get(kind);
    if (!payable) throw new Error(`No payable kind registered as ${kind}`);
    const { checkout, table } = payable;
    const endsAt = signingKeys(this.settings).verify('release', checkout.releaseValue(id), releaseToken)
      ? await openCheckout(this.db, this.settings, { table, idColumn: checkout.idColumn }, id)
      : null;
    if (!endsAt) throw paymentError.HOLD_ENDED(ABUSE_MESSAGES.holdEnded);
    return { holdExpiresAt: endsAt.toISOString(), now: new Date().toISOString() };
  }

  private async decide<Row extends PayableRow>(
    manager: EntityManager,
    kind: PayableKind<Row>,
    gatewayOrderId: string,
    paymentId: string,
  ): Promise<Settlement<Row>> {
    const { table, lifecycle } = kind;
    const columns = `${kind.columns}, ${kind.subjectColumn} AS "pipelineSubjectId", payment_status AS "pipelineStatus",
      refund_due AS "pipelineRefundDue"`;
    const capture = transitionSql(lifecycle.capture);
    const paid = await maybeOne<Row & PipelineColumns>(
      manager,
      `UPDATE ${table} SET ${assignments(kind, 'capture')}, payment_id = $2, paid_at = now(), updated_at = now()
       WHERE gateway_order_id = $1 AND ${capture.where}
       RETURNING ${columns}`,
      [gatewayOrderId, paymentId],
    );
    if (paid) return this.confirmed(manager, kind, split(paid), paymentId, false);

    const found = await maybeOne<Row & PipelineColumns>(
      manager,
      `SELECT ${columns} FROM ${table} WHERE gateway_order_id = $1 FOR UPDATE`,
      [gatewayOrderId],
    );
    if (!found) return { outcome: 'not-ours' };
    const { row, subjectId, status, refundDue } = split(found);
    if (status === lifecycle.capture.to) return { outcome: 'already-paid', row, subjectId };
    // Refunded, cancelled or owed a refund already: its money goes back, never a seat or stock again.
    if (!allows(lifecycle.captureLate, paymentStateOf(status, refundDue)))
      return { outcome: 'refunded', row, subjectId, owed: false };

    // Expired and unpaid: the payment arrived after the hold was released.
    if (await kind.retake(manager, row)) {
      const late = transitionSql(lifecycle.captureLate);
      const retaken = await one<Row & PipelineColumns>(
        manager,
        `UPDATE ${table} SET ${assignments(kind, 'captureLate')}, payment_id = $2, paid_at = now(), updated_at = now()
         WHERE id = $1 AND ${late.where} RETURNING ${columns}`,
        [row.id, paymentId],
      );
      return this.confirmed(manager, kind, split(retaken), paymentId, true);
    }
    // Nothing left to take: the whole payment goes back, through the outbox, with this decision.
    const owe = transitionSql(lifecycle.oweRefund);
    await execute(
      manager,
      `UPDATE ${table} SET ${assignments(kind, 'oweRefund')}, payment_id = $2, updated_at = now() WHERE id = $1 AND ${owe.where}`,
      [row.id, paymentId],
    );
    await this.refunds.refundLatePayment(
      manager,
      { type: kind.kind, id: subjectId },
      paymentId,
      row.totalAmount,
      kind.lateRefundReason,
    );
    return { outcome: 'refunded', row, subjectId, owed: true };
  }

  /** The audit entry, then what the kind sets off, in the capturing transaction. */
  private async confirmed<Row extends PayableRow>(
    manager: EntityManager,
    kind: PayableKind<Row>,
    { row, subjectId }: { row: Row; subjectId: string },
    paymentId: string,
    late: boolean,
  ): Promise<Settlement<Row>> {
    await this.auditLog.record(manager, {
      actor: SYSTEM,
      action: 'payment.capture',
      target: { type: kind.kind, id: subjectId },
      before: { paymentStatus: 'pending' },
      after: { paymentStatus: kind.lifecycle.capture.to, paymentId, amountPaise: row.totalAmount },
    });
    await kind.confirmed(manager, row, paymentId);
    return { outcome: 'confirmed', row, subjectId, late };
  }
}
