import { reasons } from '../common/domain-error.js';

/** Why a report request is refused. */
export const reportError = reasons({
  REPORT_NOT_FOUND: 'not_found',
  RANGE_INVALID: 'invalid',
  REPORT_EDITION_UNKNOWN: 'invalid',
});
