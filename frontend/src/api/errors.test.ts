import { describe, expect, it } from 'vitest';
import { errorBody, errorMessage, failureText, serverMessage } from './errors';

describe('errorMessage', () => {
  it('gives the transport message of a failed call', () => {
    expect(errorMessage({ status: 400, message: '400: Invalid coupon code' }, 'Failed to create coupon')).toBe(
      '400: Invalid coupon code',
    );
  });

  it('falls back when there is no message', () => {
    expect(errorMessage(undefined, 'Failed to create registration')).toBe('Failed to create registration');
    expect(errorMessage({}, 'Failed to verify payment')).toBe('Failed to verify payment');
  });
});

describe('errorBody', () => {
  it('gives the JSON body of a failed call', () => {
    expect(errorBody({ status: 400, message: '400: {"valid":false,"error":"Coupon has expired"}' })).toEqual({
      valid: false,
      error: 'Coupon has expired',
    });
  });

  it('has nothing for plain-text bodies or calls that never reached the server', () => {
    expect(errorBody({ status: 404, message: '404: Not Found' })).toBeUndefined();
    expect(errorBody({ status: 'FETCH_ERROR', message: 'Failed to fetch' })).toBeUndefined();
    expect(errorBody(undefined)).toBeUndefined();
  });
});

describe('serverMessage', () => {
  it('takes the message of a JSON error body', () => {
    expect(serverMessage({ status: 409, message: '409: {"statusCode":409,"message":"Slug already exists"}' })).toBe(
      'Slug already exists',
    );
    expect(
      serverMessage({ status: 400, message: '400: {"statusCode":400,"message":["SKU is required","SKU too long"]}' }),
    ).toBe('SKU is required. SKU too long');
  });

  it('takes a plain-text body as it is when asked to', () => {
    expect(serverMessage({ status: 500, message: '500: Internal Server Error' }, { plainText: true })).toBe(
      'Internal Server Error',
    );
    expect(serverMessage({ status: 500, message: '500: Internal Server Error' })).toBeUndefined();
  });

  it('has nothing when the server was not reached', () => {
    expect(serverMessage({ status: 'FETCH_ERROR', message: 'Failed to fetch' }, { plainText: true })).toBeUndefined();
    expect(serverMessage(undefined, { plainText: true })).toBeUndefined();
  });

  it("reads a refusal's reason from a 4xx answer only, when asked to", () => {
    const refusal = {
      status: 409,
      message: '409: {"statusCode":409,"message":"Only 2 left in stock. Please choose a smaller quantity."}',
    };
    const options = { clientErrorsOnly: true };
    expect(serverMessage(refusal, options)).toBe('Only 2 left in stock. Please choose a smaller quantity.');
    expect(
      serverMessage({ status: 502, message: '502: {"message":"The payment provider could not be reached."}' }, options),
    ).toBeUndefined();
    expect(serverMessage({ status: 'FETCH_ERROR', message: 'Failed to fetch' }, options)).toBeUndefined();
    expect(serverMessage({ status: 404, message: '404: Not Found' }, options)).toBeUndefined();
    expect(serverMessage(undefined, options)).toBeUndefined();
  });
});

describe('failureText', () => {
  it('keeps the fixed text and adds the server reason', () => {
    expect(
      failureText({ status: 409, message: '409: {"message":"Venue has registrations"}' }, 'Failed to delete venue'),
    ).toBe('Failed to delete venue: Venue has registrations');
    expect(failureText({ status: 'FETCH_ERROR', message: 'Failed to fetch' }, 'Failed to delete venue')).toBe(
      'Failed to delete venue',
    );
  });
});
