import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobQueue } from '../jobs/job-queue.js';
import { RegistrationEvents } from '../registrations/registration-events.js';
import { RENDER_BOOKING_QR_JOB, RenderBookingQrJob, type RenderBookingQrPayload } from './jobs/render-booking-qr.job.js';

/** Booking QR codes: rendered in the background for every confirmed booking, checked at the door. */
@Injectable()
export class QrService implements OnModuleInit {
  constructor(
    private readonly jobs: JobQueue,
    private readonly events: RegistrationEvents,
    private readonly renderJob: RenderBookingQrJob,
  ) {}

  onModuleInit(): void {
    this.jobs.register<RenderBookingQrPayload>('qr', RENDER_BOOKING_QR_JOB, (data) => this.renderJob.run(data));
    this.events.onConfirmed(async ({ bookingId }) => {
      await this.jobs.add<RenderBookingQrPayload>('qr', RENDER_BOOKING_QR_JOB, { bookingId }, { jobId: `qr-${bookingId}` });
    });
  }
}
