import { describe, expect, it } from 'vitest';
import { e164Mobile, nationalMobile } from './phone.js';

describe('nationalMobile', () => {
  it.each([
    ['9822012345', '9822012345'],
    ['+91 98220 12345', '9822012345'],
    ['91 98220 12345', '9822012345'],
    ['919822012345', '9822012345'],
    ['098220-12345', '9822012345'],
    ['(982) 201-2345', '9822012345'],
    ['+91-98220.12345', '9822012345'],
  ])('reads %s as %s', (input, expected) => {
    expect(nationalMobile(input)).toBe(expected);
  });

  it.each(['', '98220', '5822012345', '98220123456', '+1 415 555 0100', '9822O12345', '44 9822012345'])(
    'refuses %s rather than guessing',
    (input) => {
      expect(nationalMobile(input)).toBeNull();
    },
  );
});

describe('e164Mobile', () => {
  it('stores one canonical form', () => {
    expect(e164Mobile('+91 98220 12345')).toBe('+919822012345');
    expect(e164Mobile('98220 12345')).toBe('+919822012345');
    expect(e164Mobile('12345')).toBeNull();
  });
});
