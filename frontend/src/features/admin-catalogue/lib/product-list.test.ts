import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../../test/admin/fixtures';
import { countProducts, searchProducts } from './product-list';

const kit = makeProduct({ id: 'a', name: 'Line Follower Kit', sku: 'RK-LF-01', category: 'Robotics Kits' });
const arduino = makeProduct({ id: 'b', name: 'Arduino Starter', sku: 'EL-ARD-02', category: 'Electronics' });
const scratch = makeProduct({ id: 'c', name: 'Scratch Cards', sku: 'CD-SC-03', category: 'Coding' });
const all = [kit, arduino, scratch];

describe('searchProducts', () => {
  it('matches the name, SKU or category, ignoring case', () => {
    expect(searchProducts(all, 'follower')).toEqual([kit]);
    expect(searchProducts(all, 'el-ard')).toEqual([arduino]);
    expect(searchProducts(all, 'CODING')).toEqual([scratch]);
  });

  it('shows everything for an empty or blank search, and nothing when nothing matches', () => {
    expect(searchProducts(all, '   ')).toEqual(all);
    expect(searchProducts(all, 'drone')).toEqual([]);
  });
});

describe('countProducts', () => {
  it('counts total, active, low stock by each own threshold, and out of stock', () => {
    const counts = countProducts([
      makeProduct({ inventory: 50, lowStockThreshold: 10, isActive: true }),
      makeProduct({ inventory: 10, lowStockThreshold: 10, isActive: true }), // at the threshold: low
      makeProduct({ inventory: 12, lowStockThreshold: 20, isActive: false }), // its own higher threshold: low
      makeProduct({ inventory: 0, lowStockThreshold: 5, isActive: false }), // out (and at or below its threshold)
    ]);
    expect(counts).toEqual({ total: 4, active: 2, lowStock: 3, outOfStock: 1 });
  });
});
