import { reasons } from '../common/domain-error.js';

/** Why an announcement request is refused. */
export const announcementError = reasons({
  ANNOUNCEMENT_NOT_FOUND: 'not_found',
  UNSUBSCRIBE_LINK_INVALID: 'invalid',
});
