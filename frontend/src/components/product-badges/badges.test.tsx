import { rupees } from '@robo/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DiscountBadge } from './DiscountBadge';
import { PriceTag } from './PriceTag';
import { StockBadge } from './StockBadge';

describe('storefront stock badge (threshold 5)', () => {
  it.each([
    [-2, 'Out of stock'],
    [0, 'Out of stock'],
    [1, 'Few left'],
    [5, 'Few left'],
    [6, 'In stock'],
    [250, 'In stock'],
  ])('shows %i units as "%s"', (inventory, label) => {
    renderWithProviders(<StockBadge inventory={inventory} />);
    expect(screen.getByText(label)).toBeInTheDocument();
  });
});

describe('discount badge (spec §9: rounded (list - price) / list)', () => {
  it.each([
    [4999, 7500, '33% OFF'],
    [1999, 3500, '43% OFF'],
    [899, 1299, '31% OFF'],
    [1000, 1990, '50% OFF'],
  ])('shows ₹%i against ₹%i as "%s"', (price, list, label) => {
    renderWithProviders(<DiscountBadge price={rupees(price)} originalPrice={rupees(list)} />);
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it.each([
    ['no list price', null],
    ['the same list price', 2999],
    ['a lower list price', 1999],
    ['a discount that rounds to 0%', 3010],
  ])('shows nothing with %s', (_label, list) => {
    renderWithProviders(<DiscountBadge price={rupees(2999)} originalPrice={list === null ? null : rupees(list)} />);
    expect(screen.queryByText(/% OFF/)).not.toBeInTheDocument();
  });
});

describe('price tag', () => {
  it('strikes through a higher list price', () => {
    const { container } = renderWithProviders(<PriceTag price={rupees(4999)} originalPrice={rupees(7500)} />);
    expect(screen.getByText('₹4,999')).toBeInTheDocument();
    expect(container.querySelector('s')).toHaveTextContent('Original price: ₹7,500');
  });

  it('shows no list price when it is not higher', () => {
    const { container } = renderWithProviders(<PriceTag price={rupees(4999)} originalPrice={rupees(4999)} />);
    expect(container.querySelector('s')).toBeNull();
  });
});
