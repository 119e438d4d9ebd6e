import Chip from '@mui/material/Chip';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { testI18n } from '../test/i18n';
import * as labels from './staff-labels';
import { GRADE_GROUP_KEYS, MONEY_STATUS_KEYS, bookingStatusLabel, countOf, useLabel, type Label } from './staff-labels';
import { useT } from './useT';

function StatusChips({ show }: { show: (label: Label) => string[] }) {
  const label = useLabel();
  return (
    <>
      {show(label).map((text) => (
        <Chip key={text} label={text} />
      ))}
    </>
  );
}

function Counts({ keys }: { keys: Array<[string, number]> }) {
  const { t } = useT();
  return (
    <ul>
      {keys.map(([key, count]) => (
        <li key={`${key}${count}`}>{t(key, countOf(count))}</li>
      ))}
    </ul>
  );
}

describe('staff labels', () => {
  it('shows statuses and grade groups as their labels, and an unknown value as it is', () => {
    renderWithProviders(
      <StatusChips
        show={(label) => [
          label(MONEY_STATUS_KEYS, 'partially refunded'),
          bookingStatusLabel(label, { status: 'paid', moneyStatus: 'paid' }),
          bookingStatusLabel(label, { status: 'paid', moneyStatus: 'partially refunded' }),
          bookingStatusLabel(label, { status: 'refund_due', moneyStatus: 'refunded' }),
          label(GRADE_GROUP_KEYS, 'std-1-2'),
          label(GRADE_GROUP_KEYS, 'std-10-12'),
        ]}
      />,
    );
    expect(screen.getAllByText('Partially refunded')).toHaveLength(2);
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(screen.getByText('Refund due')).toBeInTheDocument();
    expect(screen.getByText('Std 1–2')).toBeInTheDocument();
    expect(screen.getByText('std-10-12')).toBeInTheDocument();
  });

  it('counts with the right plural and Indian grouping', () => {
    renderWithProviders(
      <Counts
        keys={[
          ['admin.count.bookings', 1],
          ['admin.count.bookings', 2],
          ['admin.count.scans', 1],
          ['admin.count.scans', 0],
          ['admin.count.seats', 150000],
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['1 booking', '2 bookings', '1 scan', '0 scans', '1,50,000 seats']);
  });

  it('has a message for every value of every map', () => {
    const messages = testI18n().messages;
    const maps = Object.entries(labels).filter(([name]) => name.endsWith('_KEYS'));
    expect(maps.length).toBeGreaterThan(10);
    for (const [name, keys] of maps)
      for (const key of Object.values(keys as Record<string, string>))
        expect(messages[key], `${name}: ${key}`).toBeDefined();
  });
});
