import { Injectable, Logger } from '@nestjs/common';
import type { BookingRow } from './registration.mapper.js';

export type BookingConfirmedListener = (booking: BookingRow) => Promise<void>;

/**
 * Lets modules that depend on registrations (the QR code) react to a confirmed booking without
 * registrations depending on them. Listeners only enqueue work; one failing does not stop others.
 */
@Injectable()
export class RegistrationEvents {
  private readonly logger = new Logger('RegistrationEvents');
  private readonly confirmed: BookingConfirmedListener[] = [];

  onConfirmed(listener: BookingConfirmedListener): void {
    this.confirmed.push(listener);
  }

  async emitConfirmed(booking: BookingRow): Promise<void> {
    for (const listener of this.confirmed) {
      await listener(booking).catch((err: Error) => {
        this.logger.warn(`A confirmation listener failed for ${booking.bookingId}: ${err.message}`);
      });
    }
  }
}
