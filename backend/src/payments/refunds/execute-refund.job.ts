import type { Paise } from '@robo/domain';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Outbox } from '../../outbox/outbox.js';
import { execute, maybeOne } from '../../common/sql.js';
import { GatewayRefusal, PaymentGateway, type GatewayRefund } from '../payment-gateway.js';
import { EXECUTE_REFUND, refundReceipt, RefundsService } from './refunds.service.js';

declare module '../../outbox/outbox.js' {
  interface OutboxMap {
    'refund.execute': { refundId: string };
  }
}

interface PendingRefund {
  id: string;
  paymentId: string;
  amountPaise: Paise;
  subjectType: string;
  subjectId: string;
  gatewayRefundId: string | null;
}

/**
 * Asks the gateway for one recorded refund, idempotently: it first reads the payment's refunds
 * and looks for ours by its receipt, so a retry after a crash (the gateway refunded, we never
 * recorded it) records that refund instead of asking for a second one. Run by the outbox until
 * the gateway has processed or refused it.
 */
@Injectable()
export class ExecuteRefundJob implements OnModuleInit {
  private readonly logger = new Logger('Refunds');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly outbox: Outbox,
    private readonly gateway: PaymentGateway,
    private readonly refunds: RefundsService,
  ) {}

  onModuleInit(): void {
    this.outbox.handle(EXECUTE_REFUND, ({ refundId }) => this.run(refundId));
  }

  async run(refundId: string): Promise<void> {
    const refund = await maybeOne<PendingRefund>(
      this.db,
      `SELECT id::text AS id, payment_id AS "paymentId", amount_paise AS "amountPaise", subject_type AS "subjectType",
              subject_id AS "subjectId", gateway_refund_id AS "gatewayRefundId"
       FROM refunds WHERE id = $1 AND status = 'pending'`,
      [refundId],
    );
    if (!refund) return; // settled already
    let made: GatewayRefund;
    try {
      made = await this.askGateway(refund);
    } catch (err) {
      if (!(err instanceof GatewayRefusal)) {
        // No answer (timed out, unreachable): the refund may have been made, so it stays pending and
        // the outbox asks again, finding a refund made meanwhile by its receipt. The timeline shows it once.
        await this.recordTimeout(refund.id, (err as Error).message);
        throw err;
      }
      this.logger.error(`The gateway refused refund ${refund.id} of ${refund.paymentId}: ${err.message}`);
      await this.refunds.settle(refund.id, { status: 'failed', gatewayRefundId: null, failure: err.message });
      return;
    }
    await execute(
      this.db,
      `UPDATE refunds SET gateway_refund_id = $2, updated_at = now() WHERE id = $1 AND gateway_refund_id IS NULL`,
      [refund.id, made.id],
    );

    if (made.status === 'processed') {
      await this.refunds.settle(refund.id, { status: 'processed', gatewayRefundId: made.id });
      this.logger.log(
        `Refunded ${refund.amountPaise} paise of ${refund.paymentId} (${refund.subjectType} ${refund.subjectId}) as ${made.id}`,
      );
    } else if (made.status === 'failed') {
      await this.refunds.settle(refund.id, {
        status: 'failed',
        gatewayRefundId: made.id,
        failure: 'The gateway could not complete the refund',
      });
    } else {
      throw new Error(`Refund ${made.id} is still ${made.status} at the gateway`); // asked again with backoff
    }
  }

  /** Our refund as the gateway has it: found by its receipt if it was made already, else asked for now. */
  private async askGateway(refund: PendingRefund): Promise<GatewayRefund> {
    const receipt = refundReceipt(refund.id);
    const made = (await this.gateway.fetchRefunds(refund.paymentId)).find(
      (r) => r.id === refund.gatewayRefundId || r.receipt === receipt,
    );
    return (
      made ??
      this.gateway.refund(refund.paymentId, {
        amount: refund.amountPaise,
        receipt,
        notes: { refund: receipt, [refund.subjectType]: refund.subjectId },
      })
    );
  }

  private async recordTimeout(refundId: string, message: string): Promise<void> {
    await execute(
      this.db,
      `UPDATE refunds SET timed_out_at = now(), timeout = $2, updated_at = now() WHERE id = $1 AND status = 'pending' AND timed_out_at IS NULL`,
      [refundId, message],
    );
  }
}
