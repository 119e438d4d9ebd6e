import { describe, expect, it } from 'vitest';
import { errorMessage } from './errors';

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
