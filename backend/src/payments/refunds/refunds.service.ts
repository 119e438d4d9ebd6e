import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { formatPaise, paise, type RefundSummary, type Paise } from '@robo/domain';
import type { DataSource, EntityManager } from 'typeorm';
import { paymentError } from '../payments.errors.js';
import { SYSTEM, type Actor } from '../../audit/actor.js';
import { AuditLog } from '../../audit/audit-log.js';
import { Outbox } from '../../outbox/outbox.js';
import { execute, maybeOne, one, rows } from '../../common/sql.js';
import type { RefundStatus, RefundSubjectType } from './refund.entity.js';
import type { RefundSubject, RefundView } from './refund-subjects.js';

/** The outbox kind that asks the gateway for a recorded refund (execute-refund.job.ts). */
export const EXECUTE_REFUND = 'refund.execute';

export interface RefundRequestInput {
  subject: { type: RefundSubjectType; id: string };
  paymentId: string;
  amountPaise: Paise;
  reason: string;
  /** 'system', or the staff member who asked (the desk's actor). */
  requestedBy: string;
  /** Idempotency: asking again with the same key answers the refund already recorded. */
  key: string;
  /** Who asked, for the audit log; the system when not given. */
  actor?: Actor;
}

export const REFUND_VIEW_COLUMNS = `id::text AS id, subject_type AS "subjectType", subject_id AS "subjectId",
  payment_id AS "paymentId", amount_paise AS "amountPaise", reason, requested_by AS "requestedBy", status,
  gateway_refund_id AS "gatewayRefundId", failure, created_at AS "createdAt", processed_at AS "processedAt"`;

export interface RefundRow extends Omit<RefundView, 'subject'> {
  subjectType: RefundSubjectType;
  subjectId: string;
}

export const toRefundView = ({ subjectType, subjectId, ...rest }: RefundRow): RefundView => ({
  ...rest,
  subject: { type: subjectType, id: subjectId },
});

/** The receipt we give the gateway for a refund: how a retry recognises one already made. */
export const refundReceipt = (refundId: string) => `refund-${refundId}`;

/**
 * Refunds (README.md): `request` records the refund and an outbox item in the caller's
 * transaction; the outbox asks the gateway until it is done. Never more than captured in total:
 * a conditional update of the payment's counter row, which its CHECK also guards.
 */
@Injectable()
export class RefundsService {
  private readonly subjects = new Map<RefundSubjectType, RefundSubject>();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly outbox: Outbox,
    private readonly auditLog: AuditLog,
  ) {}

  /** The owner module of a subject type registers itself at init. */
  registerSubject(subject: RefundSubject): void {
    this.subjects.set(subject.type, subject);
  }

  subject(type: RefundSubjectType): RefundSubject {
    const subject = this.subjects.get(type);
    if (!subject) throw new Error(`No refund subject registered for ${type}`);
    return subject;
  }

  async request(manager: EntityManager, input: RefundRequestInput): Promise<RefundView> {
    if (!Number.isInteger(input.amountPaise) || input.amountPaise <= 0)
      throw paymentError.REFUND_AMOUNT_INVALID('The refund amount must be a positive number of paise.');
    const captured = await this.subject(input.subject.type).capturedPaise(manager, input.subject.id, input.paymentId);
    if (captured === null)
      throw paymentError.PAYMENT_NOT_CAPTURED(
        `Payment ${input.paymentId} was not captured for ${input.subject.type} ${input.subject.id}.`,
      );
    await execute(
      manager,
      `INSERT INTO payment_refund_totals (payment_id, captured_paise) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
      [input.paymentId, captured],
    );

    const staff = input.actor?.kind === 'staff' ? input.actor : null;
    const created = await maybeOne<RefundRow>(
      manager,
      `INSERT INTO refunds (subject_type, subject_id, payment_id, amount_paise, reason, requested_by, key, staff_id, staff_role)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (key) DO NOTHING RETURNING ${REFUND_VIEW_COLUMNS}`,
      [
        input.subject.type,
        input.subject.id,
        input.paymentId,
        input.amountPaise,
        input.reason,
        input.requestedBy,
        input.key,
        staff?.id ?? null,
        staff?.role ?? null,
      ],
    );
    if (!created) {
      return toRefundView(
        await one<RefundRow>(manager, `SELECT ${REFUND_VIEW_COLUMNS} FROM refunds WHERE key = $1`, [input.key]),
      );
    }

    const taken = await execute(
      manager,
      `UPDATE payment_refund_totals SET refunded_paise = refunded_paise + $2
       WHERE payment_id = $1 AND refunded_paise + $2 <= captured_paise`,
      [input.paymentId, input.amountPaise],
    );
    if (taken === 0) {
      const totals = await maybeOne<{ left: Paise }>(
        manager,
        `SELECT captured_paise - refunded_paise AS left FROM payment_refund_totals WHERE payment_id = $1`,
        [input.paymentId],
      );
      const left = totals?.left ?? paise(0);
      throw paymentError.REFUND_EXCEEDS_CAPTURED(`At most ${formatPaise(left)} can be refunded for this payment.`, {
        refundablePaise: left,
      });
    }

    await this.auditLog.record(manager, {
      actor: input.actor ?? SYSTEM,
      action: 'refund.request',
      target: input.subject,
      after: { refundId: created.id, paymentId: input.paymentId, amountPaise: input.amountPaise, reason: input.reason },
    });
    await this.outbox.enqueue(manager, {
      kind: EXECUTE_REFUND,
      key: created.id,
      payload: { refundId: created.id },
      cause: `${input.reason} (${input.subject.type} ${input.subject.id}, by ${input.requestedBy})`,
    });
    return toRefundView(created);
  }

  /** A payment that arrived after its hold ran out, with nothing left to give it: all of it goes back, once. */
  refundLatePayment(
    manager: EntityManager,
    subject: RefundRequestInput['subject'],
    paymentId: string,
    amountPaise: Paise,
    reason: string,
  ): Promise<RefundView> {
    return this.request(manager, {
      subject,
      paymentId,
      amountPaise,
      reason,
      requestedBy: 'system',
      key: `late-payment:${paymentId}`,
    });
  }

  /** Every refund of a booking or order, oldest first. */
  async listFor(
    subject: { type: RefundSubjectType; id: string },
    manager: EntityManager = this.db.manager,
  ): Promise<RefundView[]> {
    const found = await rows<RefundRow>(
      manager,
      `SELECT ${REFUND_VIEW_COLUMNS} FROM refunds WHERE subject_type = $1 AND subject_id = $2 ORDER BY id`,
      [subject.type, subject.id],
    );
    return found.map(toRefundView);
  }

  /** What a customer is told: a refund in progress, or the total refunded and when; null if none (failed ones do not count). */
  async summaryFor(subject: { type: RefundSubjectType; id: string }): Promise<RefundSummary | null> {
    const row = await one<{ pending: number; amountPaise: Paise; refundedAt: Date | null }>(
      this.db,
      `SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending, coalesce(sum(amount_paise), 0)::int AS "amountPaise",
              max(processed_at) AS "refundedAt"
       FROM refunds WHERE subject_type = $1 AND subject_id = $2 AND status <> 'failed'`,
      [subject.type, subject.id],
    );
    if (row.amountPaise === 0) return null;
    if (row.pending > 0 || !row.refundedAt) return { status: 'in-progress', amountPaise: row.amountPaise };
    return { status: 'refunded', amountPaise: row.amountPaise, refundedAt: row.refundedAt.toISOString() };
  }

  /**
   * Records the gateway's final word (once: only a pending refund changes) and tells the subject's
   * owner. A failed refund gives its amount back to what may still be refunded.
   */
  async settle(
    refundId: string,
    outcome: { status: Exclude<RefundStatus, 'pending'>; gatewayRefundId: string | null; failure?: string },
  ): Promise<void> {
    await this.db.transaction(async (manager) => {
      const row = await maybeOne<RefundRow>(
        manager,
        `UPDATE refunds SET status = $2, gateway_refund_id = coalesce(gateway_refund_id, $3), failure = $4,
           processed_at = CASE WHEN $2 = 'processed' THEN now() END, updated_at = now()
         WHERE id = $1 AND status = 'pending'
         RETURNING ${REFUND_VIEW_COLUMNS}`,
        [refundId, outcome.status, outcome.gatewayRefundId, outcome.failure ?? null],
      );
      if (!row) return;
      const refund = toRefundView(row);
      await this.auditLog.record(manager, {
        actor: SYSTEM,
        action: outcome.status === 'failed' ? 'refund.fail' : 'refund.process',
        target: refund.subject,
        before: { status: 'pending' },
        after: {
          status: outcome.status,
          refundId: refund.id,
          amountPaise: refund.amountPaise,
          gatewayRefundId: refund.gatewayRefundId,
          failure: refund.failure,
        },
      });
      if (outcome.status === 'failed') {
        await execute(
          manager,
          `UPDATE payment_refund_totals SET refunded_paise = refunded_paise - $2 WHERE payment_id = $1`,
          [refund.paymentId, refund.amountPaise],
        );
        await this.subject(refund.subject.type).failed(manager, refund);
      } else {
        await this.subject(refund.subject.type).processed(manager, refund);
      }
    });
  }
}
