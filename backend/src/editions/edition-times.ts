import { parseVenueTime } from '@robo/domain';
import { editionError } from './editions.errors.js';

/** An optional time staff entered (libs/domain venue-times.ts), or 400 with `message`. */
export function optionalTime(text: string | null | undefined, message: string): Date | null {
  if (text === null || text === undefined || text.trim() === '') return null;
  const at = parseVenueTime(text);
  if (!at) throw editionError.EDITION_INVALID_TIME(message);
  return at;
}
