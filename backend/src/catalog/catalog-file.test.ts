import { describe, expect, it } from '@jest/globals';
import { rupees } from '@robo/domain';
import { buildCatalogFile, toCatalogProduct } from './catalog-file.js';
import type { Product } from './entities/product.entity.js';

const product = (overrides: Partial<Product> = {}): Product => ({
  id: 'kit-1',
  name: 'Line Follower Kit',
  shortName: null,
  slug: 'line-follower-kit',
  category: 'Robotics Kits',
  brand: 'RoboLeague',
  price: rupees(2499),
  mrp: rupees(3499),
  taxIncluded: true,
  hsnCode: '9023',
  sku: 'LF-1',
  inventory: 4,
  lowStockThreshold: 10,
  images: ['/uploads/products/a', '/uploads/products/b'],
  thumbnail: '/uploads/products/t',
  summary: 'Follows a black line.',
  descriptionHtml: '<p>x</p>',
  features: ['IR sensors'],
  boxContents: ['Chassis'],
  specifications: { Battery: '9V' },
  ageRange: '8-14',
  shipping: '',
  warranty: '',
  returnPolicy: '',
  tags: ['robotics'],
  ctaLabel: 'Buy Now',
  whatsappHelpText: 'Hi!',
  isActive: true,
  createdAt: new Date(),
  updatedAt: new Date(),
  ...overrides,
});

describe('catalogue file', () => {
  it('maps a product to the store catalogue shape (spec §3): summary as description, MRP as original price, rupees', () => {
    expect(toCatalogProduct(product())).toEqual({
      id: 'kit-1',
      name: 'Line Follower Kit',
      slug: 'line-follower-kit',
      description: 'Follows a black line.',
      category: 'Robotics Kits',
      price: 2499,
      originalPrice: 3499,
      sku: 'LF-1',
      brand: 'RoboLeague',
      inventory: 4,
      thumbnail: '/uploads/products/t',
      images: ['/uploads/products/a', '/uploads/products/b'],
      features: ['IR sensors'],
      specifications: { Battery: '9V' },
      tags: ['robotics'],
      whatsapp_help_text: 'Hi!',
      ctaLabel: 'Buy Now',
    });
  });

  it('falls back to the first image for the thumbnail and to empty help text', () => {
    expect(toCatalogProduct(product({ thumbnail: null, whatsappHelpText: null }))).toMatchObject({
      thumbnail: '/uploads/products/a',
      whatsapp_help_text: '',
    });
    expect(toCatalogProduct(product({ thumbnail: null, images: [] })).thumbnail).toBe('');
  });

  it('stamps the file with its generation time', () => {
    const at = new Date('2026-11-21T10:00:00.000Z');
    expect(buildCatalogFile([product()], at)).toEqual({
      products: [toCatalogProduct(product())],
      lastUpdated: '2026-11-21T10:00:00.000Z',
    });
  });
});
