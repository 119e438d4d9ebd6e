import { describe, expect, it } from 'vitest';
import { failureText, serverMessage } from './server-message';

describe('serverMessage', () => {
  it('takes the message of a JSON error body', () => {
    expect(serverMessage({ status: 409, message: '409: {"statusCode":409,"message":"Slug already exists"}' })).toBe(
      'Slug already exists',
    );
    expect(serverMessage({ status: 400, message: '400: {"statusCode":400,"message":["SKU is required","SKU too long"]}' })).toBe(
      'SKU is required. SKU too long',
    );
  });

  it('takes a plain-text body as it is', () => {
    expect(serverMessage({ status: 500, message: '500: Internal Server Error' })).toBe('Internal Server Error');
  });

  it('has nothing when the server was not reached', () => {
    expect(serverMessage({ status: 'FETCH_ERROR', message: 'Failed to fetch' })).toBeUndefined();
    expect(serverMessage(undefined)).toBeUndefined();
  });
});

describe('failureText', () => {
  it('keeps the fixed text and adds the server reason', () => {
    expect(failureText({ status: 409, message: '409: {"message":"Venue has registrations"}' }, 'Failed to delete venue')).toBe(
      'Failed to delete venue: Venue has registrations',
    );
    expect(failureText({ status: 'FETCH_ERROR', message: 'Failed to fetch' }, 'Failed to delete venue')).toBe('Failed to delete venue');
  });
});
