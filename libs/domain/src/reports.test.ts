import { describe, expect, it } from 'vitest';
import {
  currentSeason,
  kolkataToday,
  paiseToDecimal,
  REPORT_RANGE_MESSAGES,
  resolveReportRange,
  weekStart,
} from './reports.js';

describe('report ranges', () => {
  const now = new Date('2026-11-24T20:00:00Z'); // already 25 November in India

  it('reads days in India', () => {
    expect(kolkataToday(now)).toBe('2026-11-25');
    expect(kolkataToday(new Date('2027-03-31T18:29:59Z'))).toBe('2027-03-31');
  });

  it('takes this season (April to March) for a missing bound', () => {
    expect(currentSeason(now)).toEqual({ from: '2026-04-01', to: '2027-03-31' });
    expect(currentSeason(new Date('2027-02-10T00:00:00Z'))).toEqual({ from: '2026-04-01', to: '2027-03-31' });
    expect(resolveReportRange(undefined, '2026-12-31', now)).toEqual({ from: '2026-04-01', to: '2026-12-31' });
    expect(resolveReportRange('', '', now)).toEqual({ from: '2026-04-01', to: '2027-03-31' });
  });

  it('accepts a single day and up to two years', () => {
    expect(resolveReportRange('2026-06-01', '2026-06-01', now)).toEqual({ from: '2026-06-01', to: '2026-06-01' });
    expect(resolveReportRange('2024-04-01', '2026-03-31', now)).toEqual({ from: '2024-04-01', to: '2026-03-31' });
  });

  it('refuses a backwards range, one over two years, and what is not a date', () => {
    expect(resolveReportRange('2026-06-02', '2026-06-01', now)).toEqual({ error: REPORT_RANGE_MESSAGES.fromAfterTo });
    expect(resolveReportRange('2024-04-01', '2026-04-02', now)).toEqual({ error: REPORT_RANGE_MESSAGES.tooLong });
    for (const bad of ['2026-02-29', '2026-6-1', '01-06-2026', 'yesterday']) {
      expect(resolveReportRange(bad, '2026-12-31', now)).toEqual({ error: REPORT_RANGE_MESSAGES.badDate });
    }
  });
});

describe('paiseToDecimal', () => {
  it('writes exact rupees with two decimals', () => {
    expect(paiseToDecimal(0)).toBe('0.00');
    expect(paiseToDecimal(34900)).toBe('349.00');
    expect(paiseToDecimal(5)).toBe('0.05');
    expect(paiseToDecimal(-29990)).toBe('-299.90');
    expect(paiseToDecimal(1_234_567_891)).toBe('12345678.91');
  });
});

describe('weekStart', () => {
  it('is the Monday of the week', () => {
    expect(weekStart('2026-11-25')).toBe('2026-11-23'); // a Wednesday
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23'); // Sunday ends the week
    expect(weekStart('2026-03-01')).toBe('2026-02-23');
  });
});
