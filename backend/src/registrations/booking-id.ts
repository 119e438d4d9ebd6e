import { randomInt } from 'node:crypto';
import { QueryFailedError } from 'typeorm';

/** No 0/O, 1/I/L: easy to read aloud and to type from a screenshot. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 8;

/** 'RL-' + 8 characters from a CSPRNG: about 2^39.6 possibilities, so ids cannot be guessed. */
export function newBookingId(): string {
  let id = 'RL-';
  for (let i = 0; i < LENGTH; i++) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}

const ATTEMPTS = 3;

/** Whether `err` is an insert refused for a booking id already taken. */
export function isBookingIdClash(err: unknown): boolean {
  const driverError =
    err instanceof QueryFailedError ? (err.driverError as { code?: string; constraint?: string }) : undefined;
  return driverError?.code === '23505' && !!driverError.constraint?.includes('booking_id');
}

/** Booking ids are random: on the (very unlikely) clash with an existing one, `attempt` runs again with a new one. */
export async function withFreshBookingId<T>(attempt: (bookingId: string) => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt(newBookingId());
    } catch (err) {
      if (tries >= ATTEMPTS || !isBookingIdClash(err)) throw err;
    }
  }
}
