import { reasons } from '../common/domain-error.js';

/** Why a QR image request is refused. */
export const qrError = reasons({
  QR_NOT_FOUND: 'not_found',
});
