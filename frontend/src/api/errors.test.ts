import { describe, expect, it } from 'vitest';
import { apiError } from '../test/fake-fetch';
import { errorBody, errorCode, errorMessage, failureText, serverMessage } from './errors';

const refusal = (status: number, message: unknown, extra: Record<string, unknown> = {}) => ({
  status,
  data: apiError(status, 'BAD_REQUEST', message as string, extra),
});

describe('errorMessage', () => {
  it("gives the server's own words, from a JSON body or a text one", () => {
    expect(errorMessage(refusal(409, 'Slug already exists'), 'Please try again.')).toBe('Slug already exists');
    expect(errorMessage({ status: 400, data: 'Invalid coupon code' }, 'Failed to create coupon')).toBe(
      'Invalid coupon code',
    );
  });

  it('gives why no answer came when the server was not reached', () => {
    expect(errorMessage({ status: 'FETCH_ERROR', message: 'Failed to fetch' }, 'Failed to create coupon')).toBe(
      'Failed to fetch',
    );
  });

  it('never shows a status code or a JSON body: a body without words gives the fallback', () => {
    const bare = { status: 500, data: apiError(500, 'INTERNAL_ERROR', '') };
    expect(errorMessage(bare, 'Please try again.')).toBe('Please try again.');
    expect(errorMessage({ status: 502, data: '' }, 'Please try again.')).toBe('Please try again.');
  });

  it('falls back when there is no message', () => {
    expect(errorMessage(undefined, 'Failed to create registration')).toBe('Failed to create registration');
    expect(errorMessage({}, 'Failed to verify payment')).toBe('Failed to verify payment');
  });
});

describe('errorBody and errorCode', () => {
  it('give the JSON body of a failed call and its reason code', () => {
    const full = { status: 409, data: apiError(409, 'VENUE_FULL', 'Venue is full') };
    expect(errorBody(full)).toEqual(full.data);
    expect(errorCode(full)).toBe('VENUE_FULL');
  });

  it('have nothing for plain-text bodies or calls that never reached the server', () => {
    expect(errorBody({ status: 404, data: 'Not Found' })).toBeUndefined();
    expect(errorCode({ status: 'FETCH_ERROR', message: 'Failed to fetch' })).toBeUndefined();
    expect(errorBody(undefined)).toBeUndefined();
  });

  it('only compare with codes of the shared list', () => {
    const code = errorCode({ status: 409, data: apiError(409, 'VENUE_FULL', 'Venue is full') });
    // @ts-expect-error a misspelt code is no ErrorCode, so the comparison fails typecheck
    expect(code === 'VENUE_FUL').toBe(false);
  });
});

describe('serverMessage', () => {
  it('takes the message of a JSON error body', () => {
    expect(serverMessage(refusal(409, 'Slug already exists'))).toBe('Slug already exists');
    expect(serverMessage(refusal(400, ['SKU is required', 'SKU too long']))).toBe('SKU is required. SKU too long');
  });

  it('takes a plain-text body as it is when asked to', () => {
    expect(serverMessage({ status: 500, data: 'Internal Server Error' }, { plainText: true })).toBe(
      'Internal Server Error',
    );
    expect(serverMessage({ status: 500, data: 'Internal Server Error' })).toBeUndefined();
  });

  it('has nothing when the server was not reached', () => {
    expect(serverMessage({ status: 'FETCH_ERROR', message: 'Failed to fetch' }, { plainText: true })).toBeUndefined();
    expect(serverMessage(undefined, { plainText: true })).toBeUndefined();
  });

  it("reads a refusal's reason from a 4xx answer only, when asked to", () => {
    const options = { clientErrorsOnly: true };
    expect(serverMessage(refusal(409, 'Only 2 left in stock. Please choose a smaller quantity.'), options)).toBe(
      'Only 2 left in stock. Please choose a smaller quantity.',
    );
    expect(serverMessage(refusal(502, 'The payment provider could not be reached.'), options)).toBeUndefined();
    expect(serverMessage({ status: 'FETCH_ERROR', message: 'Failed to fetch' }, options)).toBeUndefined();
    expect(serverMessage({ status: 404, data: 'Not Found' }, options)).toBeUndefined();
    expect(serverMessage(undefined, options)).toBeUndefined();
  });
});

describe('failureText', () => {
  it('keeps the fixed text and adds the server reason', () => {
    expect(failureText(refusal(409, 'Venue has registrations'), 'Failed to delete venue')).toBe(
      'Failed to delete venue: Venue has registrations',
    );
    expect(failureText({ status: 'FETCH_ERROR', message: 'Failed to fetch' }, 'Failed to delete venue')).toBe(
      'Failed to delete venue',
    );
  });
});
