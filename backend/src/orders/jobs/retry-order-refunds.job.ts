import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobQueue } from '../../jobs/job-queue.js';
import { OrderPaymentsService } from '../order-payments.service.js';

export const RETRY_ORDER_REFUNDS_JOB = 'retry-order-refunds';
const EVERY_MS = 60_000;

export type RetryOrderRefundsPayload = Record<string, never>;

/** Every minute: retries refunds the gateway did not accept the first time. */
@Injectable()
export class RetryOrderRefundsJob implements OnModuleInit {
  constructor(
    private readonly jobs: JobQueue,
    private readonly payments: OrderPaymentsService,
  ) {}

  async onModuleInit(): Promise<void> {
    this.jobs.register<RetryOrderRefundsPayload>('holds', RETRY_ORDER_REFUNDS_JOB, async () => {
      await this.payments.retryDueRefunds();
    });
    await this.jobs.repeat('holds', RETRY_ORDER_REFUNDS_JOB, {}, EVERY_MS);
  }
}
