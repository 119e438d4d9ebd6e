import { describe, expect, it } from 'vitest';
import {
  formatPaise,
  formatPaiseWithDecimals,
  formatRupees,
  paiseToRupees,
  parseRupees,
  rupees,
  rupeesToPaise,
} from './money.js';

describe('money', () => {
  it('converts rupees to integer paise', () => {
    expect(rupeesToPaise(rupees(349))).toBe(34900);
    expect(rupeesToPaise(rupees(0.01))).toBe(1);
    expect(rupeesToPaise(rupees(19.99))).toBe(1999);
    expect(rupeesToPaise(rupees(0))).toBe(0);
  });

  it('formats paise in Indian grouping with the rupee sign', () => {
    expect(formatPaise(10000000)).toBe('₹1,00,000');
    expect(formatPaise(34900)).toBe('₹349');
    expect(formatPaise(199900)).toBe('₹1,999');
    expect(formatPaise(1234567800)).toBe('₹1,23,45,678');
    expect(formatPaise(0)).toBe('₹0');
  });

  it('shows two decimals only when there are paise', () => {
    expect(formatPaise(50)).toBe('₹0.50');
    expect(formatPaise(1)).toBe('₹0.01');
    expect(formatPaise(12345699)).toBe('₹1,23,456.99');
  });

  it('puts the minus sign before the rupee sign', () => {
    expect(formatPaise(-34900)).toBe('-₹349');
  });

  it('formats rupees the same way', () => {
    expect(formatRupees(100000)).toBe('₹1,00,000');
    expect(formatRupees(7500)).toBe('₹7,500');
    expect(formatRupees(0.5)).toBe('₹0.50');
  });
});

describe('conversions between rupees and paise (the only ones in the code)', () => {
  it('reads what staff type as rupees, refusing anything that is not an amount', () => {
    expect(parseRupees(' 120.50 ')).toBe(120.5);
    expect(parseRupees('349')).toBe(349);
    for (const text of ['', '12.345', '-5', '1e3', 'abc', '12,50']) expect(parseRupees(text)).toBeNull();
  });

  it('goes from paise to rupees and back without losing a paisa', () => {
    expect(paiseToRupees(34900)).toBe(349);
    expect(paiseToRupees(12050)).toBe(120.5);
    for (const amount of [1, 99, 34900, 1234567]) expect(rupeesToPaise(paiseToRupees(amount))).toBe(amount);
    expect(rupeesToPaise(rupees(0.1 + 0.2))).toBe(30);
  });

  it('groups digits exactly as Intl does for en-IN, at every length', () => {
    const intl = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const amounts = [0, 5, 99, 100, 99999, 100000, 1234567, 9999999999, 123456789012];
    for (let digits = 1; digits <= 13; digits += 1) amounts.push(Number('7'.repeat(digits)), 10 ** digits);
    for (const amount of amounts) {
      expect(formatPaiseWithDecimals(amount)).toBe(`₹${intl.format(amount / 100)}`);
      expect(formatPaiseWithDecimals(-amount || 0)).toBe(`${amount ? '-' : ''}₹${intl.format(amount / 100)}`);
    }
  });
});
