import { reasons } from '../common/domain-error.js';

/** Why an image upload or read is refused. */
export const uploadError = reasons({
  IMAGE_TOO_LARGE: 'too_large',
  IMAGE_NOT_FOUND: 'not_found',
  UPLOAD_LINK_USED: 'conflict',
  UPLOAD_LINK_EXPIRED: 'forbidden',
  UPLOAD_LINK_INVALID: 'forbidden',
  NOT_AN_IMAGE: 'unsupported_media_type',
});
