import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Settings } from '../../config/settings.js';
import { JobQueue } from '../../jobs/job-queue.js';
import { LatePaymentRefunds } from '../late-payment-refunds.service.js';
import { PaymentConfirmationService } from '../payment-confirmation.service.js';
import { RegistrationHoldsService } from '../registration-holds.service.js';
import { BOOKING_COLUMNS, type BookingRow } from '../registration.mapper.js';

export const SWEEP_HOLDS_JOB = 'sweep-registrations';
export type SweepHoldsPayload = Record<string, never>;

const EVERY_MS = 60_000;
const BATCH = 500;

/**
 * The safety net behind the per-registration jobs (a delayed job can be lost with Redis): every
 * minute it expires overdue holds, retries refunds the gateway refused, and re-announces paid
 * bookings whose QR code never appeared (both follow-ups are idempotent).
 */
@Injectable()
export class SweepHoldsJob implements OnModuleInit {
  private readonly logger = new Logger('HoldSweep');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly settings: Settings,
    private readonly jobs: JobQueue,
    private readonly holds: RegistrationHoldsService,
    private readonly refunds: LatePaymentRefunds,
    private readonly confirmations: PaymentConfirmationService,
  ) {}

  async onModuleInit(): Promise<void> {
    this.jobs.register<SweepHoldsPayload>('holds', SWEEP_HOLDS_JOB, () => this.run());
    if (this.settings.runsWorkers) await this.jobs.repeat('holds', SWEEP_HOLDS_JOB, {}, EVERY_MS);
  }

  async run(): Promise<void> {
    const overdue: Array<{ id: number }> = await this.db.query(
      `SELECT id FROM registrations WHERE payment_status = 'pending' AND hold_expires_at <= now()
       ORDER BY hold_expires_at LIMIT ${BATCH}`,
    );
    let expired = 0;
    for (const { id } of overdue) if (await this.holds.release(id, true)) expired += 1;
    if (expired > 0) this.logger.log(`Expired ${expired} unpaid hold(s)`);

    await this.refunds.retryDue();

    const unannounced: BookingRow[] = await this.db.query(
      `SELECT ${BOOKING_COLUMNS} FROM registrations
       WHERE payment_status = 'paid' AND simple_qr_code_url IS NULL AND paid_at < now() - interval '2 minutes'
       ORDER BY paid_at LIMIT 100`,
    );
    for (const booking of unannounced) await this.confirmations.announce(booking);
  }
}
