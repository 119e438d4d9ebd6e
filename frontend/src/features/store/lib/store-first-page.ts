import type { CatalogFile } from '@robo/domain';
import type { StoreFirstPage } from '../../../api/catalog-api';
import { applyFilters, DEFAULT_FILTERS, productCategories } from './catalog-filters';

/** Cards the store shows at first, and adds with each "Show more products". */
export const STORE_PAGE_SIZE = 12;

/** What the server renders /store with: the first page in the default order, the count and the categories. */
export function storeFirstPage(catalog: CatalogFile): StoreFirstPage {
  const ordered = applyFilters(catalog.products, DEFAULT_FILTERS);
  return {
    products: ordered.slice(0, STORE_PAGE_SIZE),
    total: ordered.length,
    categories: productCategories(catalog.products),
  };
}
