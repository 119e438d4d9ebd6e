import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobQueue } from '../../jobs/job-queue.js';
import { LatePaymentRefunds } from '../late-payment-refunds.service.js';

export const FOLLOW_UPS_JOB = 'registration-follow-ups';
export type FollowUpsPayload = Record<string, never>;

const EVERY_MS = 60_000;

/** Every minute: retries refunds the gateway refused (idempotent). */
@Injectable()
export class RegistrationFollowUpsJob implements OnModuleInit {
  constructor(
    private readonly jobs: JobQueue,
    private readonly refunds: LatePaymentRefunds,
  ) {}

  async onModuleInit(): Promise<void> {
    this.jobs.register<FollowUpsPayload>('holds', FOLLOW_UPS_JOB, () => this.run());
    await this.jobs.repeat('holds', FOLLOW_UPS_JOB, {}, EVERY_MS);
  }

  async run(): Promise<void> {
    await this.refunds.retryDue();
  }
}
