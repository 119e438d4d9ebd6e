import { HOLD_READS } from '@robo/domain';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import pLimit from 'p-limit';
import type { DataSource } from 'typeorm';
import { Settings } from '../../config/settings.js';
import { rows } from '../../common/sql.js';
import { JobQueue } from '../../jobs/job-queue.js';
import { ReconcileJob } from '../jobs/reconcile.job.js';
import type { PaymentTarget } from '../payment-targets.js';
import type { PayableKind } from './payable-kind.js';

declare module '../../jobs/job-queue.js' {
  interface JobMap {
    'holds:expire-registrations': Record<string, never>;
    'holds:expire-orders': Record<string, never>;
  }
}

/** Gateway checks in flight at once. */
const GATEWAY_CHECKS = 8;

interface Scheduled {
  kind: PayableKind;
  target: PaymentTarget;
}

/**
 * Ends the holds of unpaid bookings and orders once they run out (design §4): one repeatable job
 * per payable kind every `Settings.holdSweepMs`, rather than a delayed job per hold (during a rush
 * a job per booking cost a Redis script and a worker wake-up each, and a seat or stock coming back
 * a few seconds after its 15 minutes changes nothing for anyone). Before a hold is released its
 * gateway order is checked once: a captured payment whose callback was lost keeps what it holds,
 * and while the gateway cannot be reached the hold lasts at most one more hold length.
 */
@Injectable()
export class HoldExpiryJob {
  private readonly logger = new Logger('HoldExpiry');
  private readonly scheduled: Scheduled[] = [];

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly settings: Settings,
    private readonly jobs: JobQueue,
    private readonly reconcile: ReconcileJob,
  ) {}

  /** Called by the pipeline as each kind registers, at init. */
  async schedule(kind: PayableKind, target: PaymentTarget): Promise<void> {
    this.scheduled.push({ kind, target });
    this.jobs.register(kind.expiry.job, () => this.sweep(kind, target));
    await this.jobs.repeat(kind.expiry.job, {}, this.settings.holdSweepMs);
  }

  /** One sweep of every kind. */
  async run(): Promise<void> {
    for (const { kind, target } of this.scheduled) await this.sweep(kind, target);
  }

  /** Releases up to the kind's batch of overdue holds whose gateway order is unpaid; each release is idempotent. */
  private async sweep(kind: PayableKind, target: PaymentTarget): Promise<void> {
    const overdue = await rows<{ id: number; gatewayOrderId: string | null; longOverdue: boolean }>(
      this.db,
      `SELECT id, gateway_order_id AS "gatewayOrderId", hold_expires_at <= now() - make_interval(secs => $1) AS "longOverdue"
       FROM ${kind.table} WHERE ${HOLD_READS.overdue()}
       ORDER BY hold_expires_at LIMIT ${kind.expiry.batch}`,
      [this.settings.holdSeconds],
    );
    const limit = pLimit(GATEWAY_CHECKS);
    const unpaid = await Promise.all(
      overdue.map((hold) =>
        limit(async () => {
          if (!hold.gatewayOrderId) return hold.id;
          const outcome = await this.reconcile.examine(hold.gatewayOrderId, target);
          return outcome === 'unpaid' || (outcome === 'unknown' && hold.longOverdue) ? hold.id : null;
        }),
      ),
    );
    const ids = unpaid.filter((id) => id !== null);
    const released = ids.length > 0 ? await kind.expiry.release(ids) : 0;
    if (released > 0) this.logger.log(`Expired ${released} unpaid hold(s) of ${kind.table}`);
  }
}
