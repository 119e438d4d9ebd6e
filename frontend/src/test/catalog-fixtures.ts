import { type CatalogFile, type CatalogProduct, rupees } from '@robo/domain';

let next = 0;

/** A catalogue product (prices in rupees) with sensible defaults. */
export function catalogProduct(overrides: Partial<CatalogProduct> = {}): CatalogProduct {
  next += 1;
  return {
    id: `prd-${next}`,
    name: `Kit ${next}`,
    slug: `kit-${next}`,
    description: 'A hands-on robotics kit for curious builders.',
    category: 'Robotics Kits',
    price: rupees(1999),
    originalPrice: rupees(2999),
    sku: `SKU-${next}`,
    brand: 'RoboLeague',
    inventory: 20,
    thumbnail: `/uploads/demo/kit-${next}.svg`,
    images: [`/uploads/demo/kit-${next}.svg`],
    features: [],
    specifications: {},
    tags: [],
    whatsapp_help_text: '',
    ctaLabel: 'Buy Now',
    ...overrides,
  };
}

export function catalogFile(products: CatalogProduct[]): CatalogFile {
  return { products, lastUpdated: '2026-01-05T10:00:00.000Z' };
}
