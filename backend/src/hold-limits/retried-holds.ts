import type { ClassConstructor } from 'class-transformer';

/**
 * A hold with less time left is not handed back: a checkout opened on it would likely be paid
 * after it ended (a late payment, maybe refunded), so the retry takes a fresh hold instead.
 */
export const RETRY_MIN_REMAINING_SECONDS = 60;

/**
 * Finds the live hold a request repeats. A parent who tries again after a failed or closed
 * checkout, with the same details, gets their pending booking or order back instead of a second
 * seat or more stock (backend/src/registrations/README.md "Retries"); so a retry is no new hold
 * and HOLDS_PER_CONTACT must not refuse it. Registrations and orders each provide one.
 */
export interface RetriedHolds<Request extends object = object> {
  /** The route's body DTO: the guard reads the not yet validated body through it. */
  readonly request: ClassConstructor<Request>;
  /** The live hold this request repeats, if any. */
  live(request: Request): Promise<object | undefined>;
}
