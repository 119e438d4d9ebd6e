import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { RegistrationDetails } from '@robo/domain';
import { DomainError } from '../common/domain-error.js';
import { Settings } from '../config/settings.js';
import { Outbox } from '../outbox/outbox.js';
import { RegistrationEvents } from '../registrations/registration-events.js';
import { RegistrationsService } from '../registrations/registrations.service.js';
import { isValidCheckIn } from './check-in-signature.js';
import { RENDER_BOOKING_QR, RenderBookingQrJob, type RenderBookingQrPayload } from './jobs/render-booking-qr.job.js';

export const INVALID_CHECK_IN = 'This check-in link is not valid.';

/** What staff see when they scan a booking's QR code. */
export interface CheckInStatus {
  bookingId: string;
  /** True only for a paid booking: the student may enter. */
  admit: boolean;
  paymentStatus: RegistrationDetails['paymentStatus'];
  childName: string;
  gradeGroup: RegistrationDetails['gradeGroup'];
  venue: RegistrationDetails['venue'];
}

/** Booking QR codes: rendered through the outbox for every confirmed booking, checked at the door. */
@Injectable()
export class QrService implements OnModuleInit {
  constructor(
    private readonly settings: Settings,
    private readonly outbox: Outbox,
    private readonly events: RegistrationEvents,
    private readonly registrations: RegistrationsService,
    private readonly renderJob: RenderBookingQrJob,
  ) {}

  onModuleInit(): void {
    this.outbox.handle<RenderBookingQrPayload>(RENDER_BOOKING_QR, (data) => this.renderJob.run(data));
    this.events.onConfirmed(async (manager, { bookingId }) => {
      await this.outbox.enqueue<RenderBookingQrPayload>(manager, {
        kind: RENDER_BOOKING_QR, key: bookingId, payload: { bookingId }, cause: `booking ${bookingId} paid`,
      });
    });
  }

  async checkIn(bookingId: string, signature: unknown): Promise<CheckInStatus> {
    if (!isValidCheckIn(this.settings.sessionSecret, bookingId, signature)) {
      throw new DomainError('FORBIDDEN', INVALID_CHECK_IN);
    }
    const booking = await this.registrations.details(bookingId);
    return {
      bookingId: booking.bookingId,
      admit: booking.paymentStatus === 'paid',
      paymentStatus: booking.paymentStatus,
      childName: booking.childName,
      gradeGroup: booking.gradeGroup,
      venue: booking.venue,
    };
  }
}
