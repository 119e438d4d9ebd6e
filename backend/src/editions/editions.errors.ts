import { reasons } from '../common/domain-error.js';

/** Why an editions admin request is refused. */
export const editionError = reasons({
  EDITION_NOT_FOUND: 'not_found',
  EDITION_SLUG_TAKEN: 'conflict',
  EDITION_STATUS_MOVE: 'conflict',
  EDITION_ON_SALE_ELSEWHERE: 'conflict',
  EDITION_INVALID_TIME: 'invalid',
  EDITION_INVALID_REMINDER: 'invalid',
  EDITION_INVALID_TRANSLATION: 'invalid',
});
