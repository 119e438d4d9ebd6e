import { reasons } from '../common/domain-error.js';

/** Why an invoice request is refused. */
export const invoiceError = reasons({
  INVOICE_NOT_FOUND: 'not_found',
  INVOICE_LINK_EXPIRED: 'gone',
  MONTH_INVALID: 'invalid',
});
