import { describe, expect, it } from 'vitest';
import { refusalReason } from './checkout-error';

describe('refusalReason', () => {
  it("reads the server's message from a 4xx answer", () => {
    const error = { status: 409, message: '409: {"statusCode":409,"message":"Only 2 left in stock. Please choose a smaller quantity."}' };
    expect(refusalReason(error)).toBe('Only 2 left in stock. Please choose a smaller quantity.');
  });

  it('gives nothing for server failures, network failures and bodies without a message', () => {
    expect(refusalReason({ status: 502, message: '502: {"message":"The payment provider could not be reached."}' })).toBeUndefined();
    expect(refusalReason({ status: 'FETCH_ERROR', message: 'Failed to fetch' })).toBeUndefined();
    expect(refusalReason({ status: 404, message: '404: Not Found' })).toBeUndefined();
    expect(refusalReason(undefined)).toBeUndefined();
  });
});
