import { reasons } from '../common/domain-error.js';

/** Why a messages request (the WhatsApp webhook, the admin's retry) is refused. */
export const messagesError = reasons({
  VERIFY_TOKEN_INVALID: 'forbidden',
  WEBHOOK_SIGNATURE_INVALID: 'unauthorized',
  MESSAGE_NOT_FOUND: 'not_found',
  MESSAGE_NOT_RETRYABLE: 'conflict',
});
