import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Outbox } from '../outbox/outbox.js';
import { RegistrationEvents } from '../registrations/registration-events.js';
import { RENDER_BOOKING_QR, RenderBookingQrJob } from './jobs/render-booking-qr.job.js';

/** Booking QR codes: rendered through the outbox for every confirmed booking, checked at the door (backend/src/check-in). */
@Injectable()
export class QrService implements OnModuleInit {
  constructor(
    private readonly outbox: Outbox,
    private readonly events: RegistrationEvents,
    private readonly renderJob: RenderBookingQrJob,
  ) {}

  onModuleInit(): void {
    this.outbox.handle(RENDER_BOOKING_QR, (data) => this.renderJob.run(data));
    this.events.onConfirmed(async (manager, { bookingId }) => {
      await this.outbox.enqueue(manager, {
        kind: RENDER_BOOKING_QR,
        key: bookingId,
        payload: { bookingId },
        cause: `booking ${bookingId} paid`,
      });
    });
  }
}
