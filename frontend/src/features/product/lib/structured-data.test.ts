import { rupees } from '@robo/domain';
import { describe, expect, it } from 'vitest';
import { catalogProduct } from '../../../test/catalog-fixtures';
import { productStructuredData } from './structured-data';

describe('product structured data', () => {
  const product = catalogProduct({
    name: 'PickBot Kit',
    sku: 'RL-KIT-PB01',
    price: rupees(4999),
    brand: 'RoboLeague',
    images: ['/uploads/demo/pickbot.svg', 'https://cdn.example.com/pickbot-2.png'],
    inventory: 3,
  });

  it('offers the price in INR, valid for 30 days, with availability', () => {
    const data = productStructuredData(
      product,
      'https://roboleague.in/product/pickbot-kit',
      new Date('2026-01-20T18:30:00Z'),
    );
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'PickBot Kit',
      sku: 'RL-KIT-PB01',
      brand: { '@type': 'Brand', name: 'RoboLeague' },
      image: ['https://roboleague.in/uploads/demo/pickbot.svg', 'https://cdn.example.com/pickbot-2.png'],
      offers: {
        '@type': 'Offer',
        url: 'https://roboleague.in/product/pickbot-kit',
        price: '4999.00',
        priceCurrency: 'INR',
        priceValidUntil: '2026-02-19',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('says out of stock when none are left', () => {
    const data = productStructuredData({ ...product, inventory: 0 }, 'https://roboleague.in/product/pickbot-kit');
    expect(data.offers.availability).toBe('https://schema.org/OutOfStock');
  });
});
