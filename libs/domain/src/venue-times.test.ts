import { describe, expect, it } from 'vitest';
import { formatIndianTime, formatVenueDateTime, parseVenueTime, toIndianInput } from './venue-times.js';

describe('venue times in India time', () => {
  it('reads a datetime-local entry as India time and shows it back the same', () => {
    const at = parseVenueTime('2026-12-14T10:00');
    expect(at?.toISOString()).toBe('2026-12-14T04:30:00.000Z');
    expect(toIndianInput(at!)).toBe('2026-12-14T10:00');
  });

  it('renders one instant, and a workshop over one or two days', () => {
    expect(formatIndianTime('2026-12-14T02:30:00.000Z')).toBe('14 Dec 2026, 8:00 AM');
    expect(formatIndianTime(new Date('2026-12-14T18:45:00.000Z'))).toBe('15 Dec 2026, 12:15 AM');
    const start = parseVenueTime('2026-12-14T10:00')!;
    expect(formatVenueDateTime(start, parseVenueTime('2026-12-14T14:00')!)).toBe('14 Dec 2026, 10:00 AM - 2:00 PM');
    expect(formatVenueDateTime(start, parseVenueTime('2026-12-15T13:00')!)).toBe(
      '14 Dec 2026, 10:00 AM - 15 Dec 2026, 1:00 PM',
    );
  });
});
