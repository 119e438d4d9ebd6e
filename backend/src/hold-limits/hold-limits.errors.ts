import { CHALLENGE_REQUIRED, CONTACT_HOLDS_REACHED } from '@robo/domain';
import { reasons } from '../common/domain-error.js';

/** Why a hold must wait: a challenge to solve first, or the contact's cap (both 429 with Retry-After). */
export const holdLimitError = reasons({
  [CHALLENGE_REQUIRED]: 'too_many_requests',
  [CONTACT_HOLDS_REACHED]: 'too_many_requests',
});
