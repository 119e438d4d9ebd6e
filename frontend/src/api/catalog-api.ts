import { useMemo } from 'react';
import type { CatalogFile, LiveStock } from '@robo/domain';
import { api } from './api';

/** Live stock is asked again when a page mounts and its copy is older than this. */
const STOCK_FRESH_SECONDS = 5;

/** The store's catalogue file (spec §3) and the live stock, read by the store and product pages. */
export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCatalog: build.query<CatalogFile, void>({
      query: () => '/catalog.json',
      providesTags: ['Catalog'],
    }),
    getStock: build.query<LiveStock, void>({
      query: () => '/api/stock',
    }),
  }),
});

export const { useGetCatalogQuery, useGetStockQuery } = catalogApi;

/** The catalogue with each product's inventory replaced by its live stock. */
export function withLiveStock(catalog: CatalogFile, stock: LiveStock): CatalogFile {
  return { ...catalog, products: catalog.products.map((p) => {
    const live = stock[p.id];
    return live === undefined ? p : { ...p, inventory: live };
  }) };
}

/**
 * The catalogue query, with live stock laid over it once /api/stock answers. catalog.json and the
 * server-rendered pages are not rebuilt for every order, so their inventory may lag a few seconds;
 * the first render uses theirs (it matches the server HTML), then the live figures.
 */
export function useCatalogWithLiveStock() {
  const catalog = useGetCatalogQuery();
  const { data: stock } = useGetStockQuery(undefined, { refetchOnMountOrArgChange: STOCK_FRESH_SECONDS });
  const data = useMemo(() => (catalog.data && stock ? withLiveStock(catalog.data, stock) : catalog.data), [catalog.data, stock]);
  return { ...catalog, data };
}
