export type StockStatus = 'out' | 'low' | 'in';

export function stockStatus(inventory: number, threshold: number): StockStatus {
  if (inventory <= 0) return 'out';
  return inventory <= threshold ? 'low' : 'in';
}

export const STOREFRONT_STOCK_LABELS: Record<StockStatus, string> = {
  out: 'Out of stock',
  low: 'Few left',
  in: 'In stock',
};

export const ADMIN_STOCK_LABELS: Record<StockStatus, string> = {
  out: 'Out of Stock',
  low: 'Low Stock',
  in: 'In Stock',
};
