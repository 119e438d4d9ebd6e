import { describe, expect, it } from 'vitest';
import {
  financialYear,
  isValidGstin,
  shareProportionally,
  splitInclusiveTax,
  stateCodeForName,
  stateCodeForPin,
  withGstinCheck,
} from './gst.js';

describe('GSTIN', () => {
  it('accepts a real GSTIN and its lower-case, spaced form', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin(' 27aapfu0939f1zv ')).toBe(true);
  });

  it('refuses a wrong check character, a bad shape and an unknown state', () => {
    expect(isValidGstin('27AAPFU0939F1ZA')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false);
    expect(isValidGstin('99AAPFU0939F1ZV')).toBe(false);
    expect(isValidGstin(withGstinCheck('29ABCDE1234F1Z'))).toBe(true);
  });
});

describe('place of supply', () => {
  it.each([
    ['411045', '27'],
    ['400058', '27'],
    ['403001', '30'],
    ['560034', '29'],
    ['500032', '36'],
    ['110078', '07'],
    ['160017', '04'],
    ['248001', '05'],
    ['834001', '20'],
    ['800001', '10'],
    ['605001', '34'],
    ['600001', '33'],
    ['737101', '11'],
    ['194101', '38'],
  ])('PIN %s is in state %s', (pin, state) => {
    expect(stateCodeForPin(pin)).toBe(state);
  });

  it('has no state for army postal PINs or non-PINs', () => {
    expect(stateCodeForPin('990001')).toBeNull();
    expect(stateCodeForPin('41104')).toBeNull();
  });

  it('reads state names as typed', () => {
    expect(stateCodeForName(' tamil  nadu')).toBe('33');
    expect(stateCodeForName('Andaman & Nicobar Islands')).toBe('35');
    expect(stateCodeForName('Atlantis')).toBeNull();
  });
});

describe('financial year', () => {
  it('runs April to March in India time', () => {
    expect(financialYear(new Date('2026-03-31T18:29:59Z'))).toBe('2025-26');
    expect(financialYear(new Date('2026-03-31T18:30:00Z'))).toBe('2026-27');
    expect(financialYear(new Date('2099-12-01T00:00:00Z'))).toBe('2099-00');
  });
});

describe('inclusive tax split', () => {
  it('adds up to the amount paid, halves for CGST and SGST', () => {
    expect(splitInclusiveTax(34900, 18, true)).toEqual({
      gross: 34900,
      taxable: 29576,
      cgst: 2662,
      sgst: 2662,
      igst: 0,
    });
    expect(splitInclusiveTax(34900, 18, false)).toEqual({ gross: 34900, taxable: 29576, cgst: 0, sgst: 0, igst: 5324 });
    expect(splitInclusiveTax(100, 0, false)).toEqual({ gross: 100, taxable: 100, cgst: 0, sgst: 0, igst: 0 });
  });

  it('shares a discount so the parts add up', () => {
    const shares = (total: number, weights: number[]) =>
      shareProportionally(total, weights, (weight) => weight).map(({ share }) => share);
    expect(shares(1001, [1, 1, 1])).toEqual([334, 334, 333]);
    expect(shares(0, [5, 7])).toEqual([0, 0]);
  });
});
