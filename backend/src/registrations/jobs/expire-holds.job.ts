import { HOLD_READS } from '@robo/domain';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import pLimit from 'p-limit';
import type { DataSource } from 'typeorm';
import { Settings } from '../../config/settings.js';
import { rows } from '../../common/sql.js';
import { JobQueue } from '../../jobs/job-queue.js';
import { ReconcileJob } from '../../payments/jobs/reconcile.job.js';
import { PaymentConfirmationService } from '../payment-confirmation.service.js';
import { RegistrationHoldsService } from '../registration-holds.service.js';

declare module '../../jobs/job-queue.js' {
  interface JobMap {
    'holds:expire-registrations': Record<string, never>;
  }
}

/** Holds one run looks at, and gateway checks in flight at once. */
const BATCH = 500;
const GATEWAY_CHECKS = 8;

/**
 * Ends the holds of unpaid registrations once they run out (design §4). One repeatable job
 * every `Settings.holdSweepMs` rather than a delayed job per registration: during a rush a job
 * per booking cost a Redis script and a worker wake-up each, and a seat coming back a few
 * seconds after its 15 minutes changes nothing for anyone. Before a hold is released its gateway
 * order is checked once: a captured payment whose callback was lost keeps the seat.
 */
@Injectable()
export class ExpireHoldsJob implements OnModuleInit {
  private readonly logger = new Logger('HoldExpiry');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly settings: Settings,
    private readonly jobs: JobQueue,
    private readonly holds: RegistrationHoldsService,
    private readonly reconcile: ReconcileJob,
    private readonly payments: PaymentConfirmationService,
  ) {}

  async onModuleInit(): Promise<void> {
    this.jobs.register('holds:expire-registrations', () => this.run());
    await this.jobs.repeat('holds:expire-registrations', {}, this.settings.holdSweepMs);
  }

  /** Releases overdue holds whose gateway order is unpaid; each release is idempotent. */
  async run(): Promise<void> {
    const overdue = await rows<{ id: number; gatewayOrderId: string | null; longOverdue: boolean }>(
      this.db,
      `SELECT id, gateway_order_id AS "gatewayOrderId", hold_expires_at <= now() - make_interval(secs => $1) AS "longOverdue"
       FROM registrations WHERE ${HOLD_READS.overdue()}
       ORDER BY hold_expires_at LIMIT ${BATCH}`,
      [this.settings.holdSeconds],
    );
    const limit = pLimit(GATEWAY_CHECKS);
    const released = await Promise.all(
      overdue.map((hold) =>
        limit(async () => {
          if (hold.gatewayOrderId) {
            const outcome = await this.reconcile.examine(hold.gatewayOrderId, this.payments);
            if (outcome === 'paid') return false;
            // Gateway unreachable: keep the hold, at most one more hold length.
            if (outcome === 'unknown' && !hold.longOverdue) return false;
          }
          return this.holds.release(hold.id, true);
        }),
      ),
    );
    const expired = released.filter(Boolean).length;
    if (expired > 0) this.logger.log(`Expired ${expired} unpaid hold(s)`);
  }
}
