import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobQueue } from '../../jobs/job-queue.js';
import { RegistrationHoldsService } from '../registration-holds.service.js';

export const EXPIRE_HOLD_JOB = 'expire-registration';

export interface ExpireHoldPayload {
  registrationId: number;
}

/** Fires once a registration's hold has run out; a paid (or already expired) one is left alone. */
@Injectable()
export class ExpireHoldJob implements OnModuleInit {
  constructor(
    private readonly jobs: JobQueue,
    private readonly holds: RegistrationHoldsService,
  ) {}

  onModuleInit(): void {
    this.jobs.register<ExpireHoldPayload>('holds', EXPIRE_HOLD_JOB, (data) => this.run(data));
  }

  /** Scheduled right after the hold is taken; a second past the hold so it is surely overdue. */
  async schedule(registrationId: number, holdSeconds: number): Promise<void> {
    await this.jobs.add<ExpireHoldPayload>('holds', EXPIRE_HOLD_JOB, { registrationId }, {
      delayMs: (holdSeconds + 1) * 1000,
      jobId: `expire-registration-${registrationId}`,
    });
  }

  async run({ registrationId }: ExpireHoldPayload): Promise<void> {
    await this.holds.release(registrationId, true);
  }
}
