import { describe, expect, it } from 'vitest';
import { formatPaise, formatRupees, rupeesToPaise } from './money.js';

describe('money', () => {
  it('converts rupees to integer paise', () => {
    expect(rupeesToPaise(349)).toBe(34900);
    expect(rupeesToPaise(0.01)).toBe(1);
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(rupeesToPaise(0)).toBe(0);
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
