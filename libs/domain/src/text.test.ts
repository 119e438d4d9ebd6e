import { describe, expect, it } from 'vitest';
import { capitalizeFirst, cleanList, normalizeCouponCode, parseWholeNumber, slugify, titleCase } from './text.js';

describe('text helpers', () => {
  it('capitalises the first letter of the parent name only', () => {
    expect(capitalizeFirst('ramesh kumar')).toBe('Ramesh kumar');
    expect(capitalizeFirst('')).toBe('');
  });

  it('title-cases the child name', () => {
    expect(titleCase('aARAV sHARMA')).toBe('Aarav Sharma');
    expect(titleCase('anaya ')).toBe('Anaya ');
    expect(titleCase('  riya  jain')).toBe('  Riya  Jain');
  });

  it('slugifies a product name', () => {
    expect(slugify('Arduino Starter Kit (v2.0)!')).toBe('arduino-starter-kit-v20');
    expect(slugify('  Robo -- Car  ')).toBe('robo-car');
    expect(slugify('STEM & Coding: Level 1')).toBe('stem-coding-level-1');
    expect(slugify('---')).toBe('');
  });

  it('trims and uppercases coupon codes', () => {
    expect(normalizeCouponCode('  early50 ')).toBe('EARLY50');
  });

  it('trims list items and drops empty ones', () => {
    expect(cleanList([' a ', '', '   ', 'b'])).toEqual(['a', 'b']);
  });

  it('parses whole numbers with a fallback for invalid input', () => {
    expect(parseWholeNumber('42')).toBe(42);
    expect(parseWholeNumber(' 7 ')).toBe(7);
    expect(parseWholeNumber('12.9')).toBe(12);
    expect(parseWholeNumber(3.7)).toBe(3);
    expect(parseWholeNumber('abc')).toBe(0);
    expect(parseWholeNumber('')).toBe(0);
    expect(parseWholeNumber(Number.NaN)).toBe(0);
    expect(parseWholeNumber('', 10)).toBe(10);
    expect(parseWholeNumber('x', 10)).toBe(10);
    expect(parseWholeNumber('0', 10)).toBe(0);
  });
});
