import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Settings } from '../../config/settings.js';
import { JobQueue } from '../../jobs/job-queue.js';
import { OrderHoldsService } from '../order-holds.service.js';
import { OrderPaymentsService } from '../order-payments.service.js';

export const SWEEP_ORDER_HOLDS_JOB = 'sweep-order-holds';
export const SWEEP_EVERY_MS = 60_000;

export type SweepOrderHoldsPayload = Record<string, never>;

/**
 * Every minute: expires overdue unpaid orders whose delayed job was lost, and retries refunds
 * the gateway did not accept the first time.
 */
@Injectable()
export class SweepOrderHoldsJob implements OnModuleInit {
  constructor(
    private readonly jobs: JobQueue,
    private readonly settings: Settings,
    private readonly holds: OrderHoldsService,
    private readonly payments: OrderPaymentsService,
  ) {}

  async onModuleInit(): Promise<void> {
    this.jobs.register<SweepOrderHoldsPayload>('holds', SWEEP_ORDER_HOLDS_JOB, async () => {
      await this.holds.expireOverdue();
      await this.payments.retryDueRefunds();
    });
    if (this.settings.runsWorkers) await this.jobs.repeat('holds', SWEEP_ORDER_HOLDS_JOB, {}, SWEEP_EVERY_MS);
  }
}
