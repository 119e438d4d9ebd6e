import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { JobQueue } from '../../jobs/job-queue.js';
import { LatePaymentRefunds } from '../late-payment-refunds.service.js';
import { PaymentConfirmationService } from '../payment-confirmation.service.js';
import { BOOKING_COLUMNS, type BookingRow } from '../registration.mapper.js';

export const FOLLOW_UPS_JOB = 'registration-follow-ups';
export type FollowUpsPayload = Record<string, never>;

const EVERY_MS = 60_000;

/**
 * Every minute: retries refunds the gateway refused, and re-announces paid bookings whose QR code
 * never appeared (both follow-ups are idempotent).
 */
@Injectable()
export class RegistrationFollowUpsJob implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly jobs: JobQueue,
    private readonly refunds: LatePaymentRefunds,
    private readonly confirmations: PaymentConfirmationService,
  ) {}

  async onModuleInit(): Promise<void> {
    this.jobs.register<FollowUpsPayload>('holds', FOLLOW_UPS_JOB, () => this.run());
    await this.jobs.repeat('holds', FOLLOW_UPS_JOB, {}, EVERY_MS);
  }

  async run(): Promise<void> {
    await this.refunds.retryDue();

    const unannounced: BookingRow[] = await this.db.query(
      `SELECT ${BOOKING_COLUMNS} FROM registrations
       WHERE payment_status = 'paid' AND simple_qr_code_url IS NULL AND paid_at < now() - interval '2 minutes'
       ORDER BY paid_at LIMIT 100`,
    );
    for (const booking of unannounced) await this.confirmations.announce(booking);
  }
}
