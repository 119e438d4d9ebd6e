import { reasons } from '../common/domain-error.js';

/** Why an invoice request is refused. */
export const invoiceError = reasons({
  INVOICE_NOT_FOUND: 'not_found',
  MONTH_INVALID: 'invalid',
});
