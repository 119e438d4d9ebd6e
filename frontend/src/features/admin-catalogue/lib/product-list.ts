import type { AdminProduct } from '@robo/domain';

type Listed = Pick<AdminProduct, 'name' | 'sku' | 'category' | 'isActive' | 'inventory' | 'lowStockThreshold'>;

/** Products whose name, SKU or category contains the search text, ignoring case. */
export function searchProducts<P extends Listed>(products: readonly P[], search: string): P[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...products];
  return products.filter((p) => [p.name, p.sku, p.category].some((field) => field.toLowerCase().includes(needle)));
}

export interface ProductCounts {
  total: number;
  active: number;
  /** Inventory at or below the product's own threshold (spec §2; out-of-stock products count too). */
  lowStock: number;
  /** Inventory zero. */
  outOfStock: number;
}

export function countProducts(products: readonly Listed[]): ProductCounts {
  const counts: ProductCounts = { total: products.length, active: 0, lowStock: 0, outOfStock: 0 };
  for (const p of products) {
    if (p.isActive) counts.active += 1;
    if (p.inventory <= p.lowStockThreshold) counts.lowStock += 1;
    if (p.inventory <= 0) counts.outOfStock += 1;
  }
  return counts;
}
