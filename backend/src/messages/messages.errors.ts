import { reasons } from '../common/domain-error.js';

/** Why a messages request (the WhatsApp webhook) is refused. */
export const messagesError = reasons({
  VERIFY_TOKEN_INVALID: 'forbidden',
  WEBHOOK_SIGNATURE_INVALID: 'unauthorized',
});
