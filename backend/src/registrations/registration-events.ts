import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { BookingRow } from './registration.mapper.js';

/**
 * Runs inside the transaction that confirms the booking, so work it records (an outbox item,
 * backend/src/outbox/README.md) commits with the confirmation or not at all. Listeners only record
 * work; a listener that throws rolls the confirmation back.
 */
export type BookingConfirmedListener = (manager: EntityManager, booking: BookingRow) => Promise<void>;

/** Lets modules that depend on registrations (the QR code) react to a confirmed booking without registrations depending on them. */
@Injectable()
export class RegistrationEvents {
  private readonly confirmed: BookingConfirmedListener[] = [];

  onConfirmed(listener: BookingConfirmedListener): void {
    this.confirmed.push(listener);
  }

  async emitConfirmed(manager: EntityManager, booking: BookingRow): Promise<void> {
    for (const listener of this.confirmed) await listener(manager, booking);
  }
}
