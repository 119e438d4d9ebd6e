import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Settings } from '../../config/settings.js';
import { JobQueue } from '../../jobs/job-queue.js';
import { RegistrationHoldsService } from '../registration-holds.service.js';

export const EXPIRE_HOLDS_JOB = 'expire-registrations';
export type ExpireHoldsPayload = Record<string, never>;

const BATCH = 500;

/**
 * Ends the holds of unpaid registrations once they run out (DESIGN.md 4). One repeatable job
 * every `Settings.holdSweepMs` rather than a delayed job per registration: during a rush a job
 * per booking cost a Redis script and a worker wake-up each, and a seat coming back a few
 * seconds after its 15 minutes changes nothing for anyone.
 */
@Injectable()
export class ExpireHoldsJob implements OnModuleInit {
  private readonly logger = new Logger('HoldExpiry');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly settings: Settings,
    private readonly jobs: JobQueue,
    private readonly holds: RegistrationHoldsService,
  ) {}

  async onModuleInit(): Promise<void> {
    this.jobs.register<ExpireHoldsPayload>('holds', EXPIRE_HOLDS_JOB, () => this.run());
    await this.jobs.repeat('holds', EXPIRE_HOLDS_JOB, {}, this.settings.holdSweepMs);
  }

  /** Releases every overdue hold, a batch at a time; each release is idempotent. */
  async run(): Promise<void> {
    let expired = 0;
    for (;;) {
      const overdue: Array<{ id: number }> = await this.db.query(
        `SELECT id FROM registrations WHERE payment_status = 'pending' AND hold_expires_at <= now()
         ORDER BY hold_expires_at LIMIT ${BATCH}`,
      );
      for (const { id } of overdue) if (await this.holds.release(id, true)) expired += 1;
      if (overdue.length < BATCH) break;
    }
    if (expired > 0) this.logger.log(`Expired ${expired} unpaid hold(s)`);
  }
}
