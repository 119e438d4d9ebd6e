import {
  CHALLENGE_REQUIRED,
  CLIENT_HOLDS_REACHED,
  CONTACT_HOLDS_REACHED,
  HOLDS_BUSY,
  HOLDS_CEILING_REACHED,
} from '@robo/domain';
import { reasons } from '../common/domain-error.js';

/**
 * Why a hold must wait (each 429 with Retry-After): a challenge to solve first, the contact's or
 * the address's live holds, the address's ceiling beyond the challenges, or the venue's or
 * product's hoarding alarm share.
 */
export const holdLimitError = reasons({
  [CHALLENGE_REQUIRED]: 'too_many_requests',
  [CONTACT_HOLDS_REACHED]: 'too_many_requests',
  [CLIENT_HOLDS_REACHED]: 'too_many_requests',
  [HOLDS_CEILING_REACHED]: 'too_many_requests',
  [HOLDS_BUSY]: 'too_many_requests',
});
