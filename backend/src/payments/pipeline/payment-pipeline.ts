import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ABUSE_MESSAGES, allows, paymentStateOf, transitionSql, type OpenedCheckout } from '@robo/domain';
import type { DataSource, EntityManager } from 'typeorm';
import { SYSTEM } from '../../audit/actor.js';
import { moveAudited } from '../../audit/audited-transition.js';
import { signingKeys } from '../../common/purpose-signature.js';
import { execute, maybeOne } from '../../common/sql.js';
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

/** `SET` assignments of the `oweRefund` transition plus the kind's own for it. */
function oweRefundSet(kind: PayableKind): string {
  const also = kind.alsoSet?.oweRefund;
  return [transitionSql(kind.lifecycle.oweRefund).set, ...(also ? [also] : [])].join(', ');
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
    const columns = this.columns(kind);
    const [paid] = await this.capture(manager, kind, 'capture', 'gateway_order_id = $1', [gatewayOrderId, paymentId]);
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
      const [retaken] = await this.capture(manager, kind, 'captureLate', 'id = $1', [row.id, paymentId]);
      if (!retaken) throw new Error(`${kind.kind} ${subjectId} was locked ${status} but did not capture late`);
      return this.confirmed(manager, kind, split(retaken), paymentId, true);
    }
    // Nothing left to take: the whole payment goes back, through the outbox, with this decision.
    const owe = transitionSql(lifecycle.oweRefund);
    await execute(
      manager,
      `UPDATE ${table} SET ${oweRefundSet(kind)}, payment_id = $2, updated_at = now() WHERE id = $1 AND ${owe.where}`,
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

  /**
   * Moves the matching row ($1) by the capture (or late capture) transition to paid by payment $2,
   * with its `payment.capture` audit entry in the same statement (backend/src/audit/README.md).
   */
  private capture<Row extends PayableRow>(
    manager: EntityManager,
    kind: PayableKind<Row>,
    transition: 'capture' | 'captureLate',
    where: string,
    params: [number | string, string],
  ): Promise<(Row & PipelineColumns)[]> {
    const also = kind.alsoSet?.[transition];
    return moveAudited<Row & PipelineColumns>(manager, {
      subject: kind.kind,
      transition: kind.lifecycle[transition],
      where,
      params,
      set: `${also ? `${also}, ` : ''}payment_id = $2, paid_at = now(), updated_at = now()`,
      returning: this.columns(kind),
      actor: SYSTEM,
      action: 'payment.capture',
      details: { paymentId: params[1] },
      recordColumns: { amountPaise: 'total_amount' },
    });
  }

  /** The kind's columns and the pipeline's (PipelineColumns). */
  private columns(kind: PayableKind<PayableRow>): string {
    return `${kind.columns}, ${kind.subjectColumn} AS "pipelineSubjectId", payment_status AS "pipelineStatus",
      refund_due AS "pipelineRefundDue"`;
  }

  /** What the kind sets off once captured, in the capturing transaction. */
  private async confirmed<Row extends PayableRow>(
    manager: EntityManager,
    kind: PayableKind<Row>,
    { row, subjectId }: { row: Row; subjectId: string },
    paymentId: string,
    late: boolean,
  ): Promise<Settlement<Row>> {
    await kind.confirmed(manager, row, paymentId);
    return { outcome: 'confirmed', row, subjectId, late };
  }
}
