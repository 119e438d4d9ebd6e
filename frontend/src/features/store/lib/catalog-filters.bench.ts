// Timing of the store's listing logic on a 500-product catalogue (budget: under 16 ms, one frame).
// Run: cd frontend && npx vitest bench --run src/features/store
import { PRODUCT_CATEGORIES, rupees, type CatalogProduct } from '@robo/domain';
import { describe, test } from 'vitest';
import { applyFilters, DEFAULT_FILTERS } from './catalog-filters';

const WORDS = ['robot', 'solar', 'sensor', 'arm', 'coding', 'circuit', 'rover', 'kit', 'junior', 'python'];
const word = (i: number): string => WORDS[i % WORDS.length] ?? 'robot';

const catalogue: CatalogProduct[] = Array.from({ length: 500 }, (_, i) => ({
  id: `prd-${i}`,
  name: `${word(i)} ${word(i * 7)} kit ${i}`,
  slug: `kit-${i}`,
  description: `A hands-on ${word(i * 3)} project for curious builders, with a step-by-step guide and ${i % 40} parts.`,
  category: PRODUCT_CATEGORIES[i % PRODUCT_CATEGORIES.length] ?? 'Robotics Kits',
  price: rupees(299 + ((i * 37) % 7200)),
  originalPrice: rupees(499 + ((i * 37) % 7200)),
  sku: `RL-${i.toString().padStart(4, '0')}`,
  brand: 'RoboLeague',
  inventory: i % 30,
  thumbnail: `/uploads/kit-${i}.png`,
  images: [`/uploads/kit-${i}.png`],
  features: ['Feature one', 'Feature two'],
  specifications: { Weight: `${i} g` },
  tags: [word(i * 5)],
  whatsapp_help_text: '',
  ctaLabel: 'Buy Now',
}));

describe('store listing, 500 products', () => {
  test('default view (sort by name)', async ({ bench }) => {
    await bench('default view', () => {
      applyFilters(catalogue, DEFAULT_FILTERS);
    }).run();
  });
  test('search + two categories + price range, sorted by price', async ({ bench }) => {
    await bench('filtered and sorted', () => {
      applyFilters(catalogue, {
        ...DEFAULT_FILTERS,
        search: 'solar kit',
        categories: ['Robotics Kits', 'Coding'],
        minPrice: rupees(500),
        maxPrice: rupees(5000),
        sort: 'price-desc',
      });
    }).run();
  });
  test('a search typed one letter at a time ("sensor")', async ({ bench }) => {
    await bench('typed search', () => {
      for (let n = 1; n <= 6; n += 1) applyFilters(catalogue, { ...DEFAULT_FILTERS, search: 'sensor'.slice(0, n) });
    }).run();
  });
});
