import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { FloatingStoreLink } from './FloatingStoreLink';

const SHOP = 'https://shop.roboleague.in';

function shopLink() {
  return screen.queryByRole('link', { name: 'Store' });
}

describe('FloatingStoreLink', () => {
  it.each(['/', '/store', '/product/x', '/admin', '/admin/venues', '/login'])('is hidden on %s', (route) => {
    renderWithProviders(<FloatingStoreLink />, { route });
    expect(shopLink()).not.toBeInTheDocument();
  });

  it.each(['/about', '/terms', '/thank-you/RL-1', '/products', '/administration'])(
    'links to the external shop on %s',
    (route) => {
      renderWithProviders(<FloatingStoreLink />, { route });
      const link = shopLink();
      expect(link).toHaveAttribute('href', SHOP);
      expect(link).toHaveAttribute('target', '_blank');
    },
  );
});
