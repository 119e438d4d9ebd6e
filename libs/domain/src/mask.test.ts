import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone } from './mask.js';

describe('maskEmail', () => {
  it('keeps the first letter and the domain', () => {
    expect(maskEmail('asha.k@example.com')).toBe('a•••@example.com');
  });
  it('hides text that is not an address', () => {
    expect(maskEmail('not-an-address')).toBe('•••');
    expect(maskEmail('@example.com')).toBe('•••');
  });
});

describe('maskPhone', () => {
  it('keeps the country code and the last four digits', () => {
    expect(maskPhone('+919988773210')).toBe('+91 •••••• 3210');
    expect(maskPhone('99887 73210')).toBe('+91 •••••• 3210');
  });
  it('hides text that is not a mobile number', () => {
    expect(maskPhone('12345')).toBe('•••');
  });
});
