import { rupees } from '@robo/domain';
import { describe, expect, it } from 'vitest';
import { catalogProduct } from '../../../test/catalog-fixtures';
import {
  applyFilters,
  clearFilters,
  DEFAULT_FILTERS,
  hasActiveFilters,
  productCategories,
  readFilters,
  writeFilters,
  type StoreFilters,
} from './catalog-filters';

const filters = (overrides: Partial<StoreFilters> = {}): StoreFilters => ({ ...DEFAULT_FILTERS, ...overrides });
const names = (products: { name: string }[]) => products.map((p) => p.name);

const pickbot = catalogProduct({
  name: 'PickBot Kit',
  category: 'Robotics Kits',
  price: rupees(4999),
  sku: 'RL-KIT-PB01',
  tags: ['competition'],
});
const sensor = catalogProduct({
  name: 'Sensor Lab',
  category: 'Electronics',
  price: rupees(2999),
  description: 'Twelve sensors and a breadboard.',
});
const circuit = catalogProduct({ name: 'Circuit Starter', category: 'Electronics', price: rupees(899) });
const codeBlocks = catalogProduct({ name: 'CodeBlocks', category: 'Coding', price: rupees(2499), brand: 'BlockWorks' });
const telescope = catalogProduct({ name: 'Observatory Set', category: 'STEM Learning', price: rupees(9999) });
const catalogue = [pickbot, sensor, circuit, codeBlocks, telescope];

describe('store filters', () => {
  describe('search', () => {
    it('matches name, description, SKU, brand and tags, ignoring case', () => {
      expect(names(applyFilters(catalogue, filters({ search: 'pickbot' })))).toEqual(['PickBot Kit']);
      expect(names(applyFilters(catalogue, filters({ search: 'BREADBOARD' })))).toEqual(['Sensor Lab']);
      expect(names(applyFilters(catalogue, filters({ search: 'rl-kit-pb01' })))).toEqual(['PickBot Kit']);
      expect(names(applyFilters(catalogue, filters({ search: 'blockworks' })))).toEqual(['CodeBlocks']);
      expect(names(applyFilters(catalogue, filters({ search: 'competition' })))).toEqual(['PickBot Kit']);
    });

    it('needs every word to match, in any order', () => {
      expect(names(applyFilters(catalogue, filters({ search: '  lab   sensor ' })))).toEqual(['Sensor Lab']);
      expect(applyFilters(catalogue, filters({ search: 'sensor drone' }))).toEqual([]);
    });
  });

  it('keeps only the checked categories', () => {
    expect(names(applyFilters(catalogue, filters({ categories: ['Electronics'] })))).toEqual([
      'Circuit Starter',
      'Sensor Lab',
    ]);
    expect(names(applyFilters(catalogue, filters({ categories: ['Electronics', 'Coding'] })))).toEqual([
      'Circuit Starter',
      'CodeBlocks',
      'Sensor Lab',
    ]);
  });

  it('keeps prices inside the range, the top of the slider meaning "and above"', () => {
    expect(names(applyFilters(catalogue, filters({ minPrice: rupees(2500), maxPrice: rupees(5000) })))).toEqual([
      'PickBot Kit',
      'Sensor Lab',
    ]);
    expect(names(applyFilters(catalogue, filters({ minPrice: rupees(5000) })))).toEqual(['Observatory Set']);
    expect(names(applyFilters(catalogue, filters({ maxPrice: rupees(900) })))).toEqual(['Circuit Starter']);
  });

  it('combines search, categories and price', () => {
    const result = applyFilters(
      catalogue,
      filters({ search: 's', categories: ['Electronics'], minPrice: rupees(1000) }),
    );
    expect(names(result)).toEqual(['Sensor Lab']);
  });

  describe('sorting', () => {
    it('sorts by name A-Z by default', () => {
      expect(names(applyFilters(catalogue, filters()))).toEqual([
        'Circuit Starter',
        'CodeBlocks',
        'Observatory Set',
        'PickBot Kit',
        'Sensor Lab',
      ]);
    });

    it('sorts by price both ways, ties by name', () => {
      const twin = catalogProduct({ name: 'A Twin Kit', price: rupees(2999) });
      const withTwin = [...catalogue, twin];
      expect(names(applyFilters(withTwin, filters({ sort: 'price-asc' })))).toEqual([
        'Circuit Starter',
        'CodeBlocks',
        'A Twin Kit',
        'Sensor Lab',
        'PickBot Kit',
        'Observatory Set',
      ]);
      expect(names(applyFilters(withTwin, filters({ sort: 'price-desc' })))).toEqual([
        'Observatory Set',
        'PickBot Kit',
        'A Twin Kit',
        'Sensor Lab',
        'CodeBlocks',
        'Circuit Starter',
      ]);
    });

    it('sorts by category, then name', () => {
      expect(names(applyFilters(catalogue, filters({ sort: 'category' })))).toEqual([
        'CodeBlocks',
        'Circuit Starter',
        'Sensor Lab',
        'PickBot Kit',
        'Observatory Set',
      ]);
    });

    it('does not reorder the catalogue it was given', () => {
      const copy = [...catalogue];
      applyFilters(catalogue, filters({ sort: 'price-desc' }));
      expect(catalogue).toEqual(copy);
    });
  });

  it('filters and sorts a 500-product catalogue correctly', () => {
    const categories = ['Robotics Kits', 'Electronics', 'STEM Learning', 'Coding'];
    const large = Array.from({ length: 500 }, (_, i) =>
      catalogProduct({
        name: `Product ${String(i).padStart(3, '0')}`,
        category: categories[i % 4],
        price: rupees((i % 75) * 100 + 99),
        tags: i % 10 === 0 ? ['solar'] : [],
      }),
    );
    const result = applyFilters(
      large,
      filters({
        search: 'solar',
        categories: ['Robotics Kits', 'Electronics'],
        minPrice: rupees(1000),
        maxPrice: rupees(6000),
        sort: 'price-asc',
      }),
    );
    const expected = large.filter(
      (p) =>
        p.tags.includes('solar') &&
        ['Robotics Kits', 'Electronics'].includes(p.category) &&
        p.price >= 1000 &&
        p.price <= 6000,
    );
    expect(result).toHaveLength(expected.length);
    expect(new Set(result)).toEqual(new Set(expected));
    const prices = result.map((p) => p.price);
    expect(prices).toEqual(prices.toSorted((a, b) => a - b));
    expect(expected.length).toBeGreaterThan(10);
  });

  it('lists each category once, alphabetically', () => {
    expect(productCategories(catalogue)).toEqual(['Coding', 'Electronics', 'Robotics Kits', 'STEM Learning']);
  });

  describe('in the address bar', () => {
    it('round-trips every filter, leaving defaults out', () => {
      const chosen = filters({
        search: 'robot arm',
        sort: 'price-desc',
        categories: ['Coding', 'STEM Learning'],
        minPrice: rupees(500),
        maxPrice: rupees(4000),
        view: 'list',
      });
      const params = writeFilters(chosen);
      expect(params.toString()).toBe(
        'q=robot+arm&sort=price-desc&category=Coding&category=STEM+Learning&min=500&max=4000&view=list',
      );
      expect(readFilters(params)).toEqual(chosen);
      expect(writeFilters(DEFAULT_FILTERS).toString()).toBe('');
    });

    it('ignores what it does not understand', () => {
      const read = readFilters(new URLSearchParams('sort=cheapest&min=abc&max=99999&view=table'));
      expect(read).toEqual(DEFAULT_FILTERS);
      expect(readFilters(new URLSearchParams('min=3000&max=1000'))).toMatchObject({
        minPrice: rupees(1000),
        maxPrice: rupees(3000),
      });
    });
  });

  it('counts search, categories and price as active filters, not the sort', () => {
    expect(hasActiveFilters(filters({ sort: 'price-desc', view: 'list' }))).toBe(false);
    expect(hasActiveFilters(filters({ search: 'kit' }))).toBe(true);
    expect(hasActiveFilters(filters({ search: '   ' }))).toBe(false);
    expect(hasActiveFilters(filters({ categories: ['Coding'] }))).toBe(true);
    expect(hasActiveFilters(filters({ maxPrice: rupees(7400) }))).toBe(true);
    expect(
      clearFilters(
        filters({ search: 'kit', categories: ['Coding'], minPrice: rupees(100), sort: 'category', view: 'list' }),
      ),
    ).toEqual(filters({ sort: 'category', view: 'list' }));
  });
});
