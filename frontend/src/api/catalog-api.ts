import { useMemo } from 'react';
import type { CatalogFile, CatalogProduct, LiveStock } from '@robo/domain';
import { api } from './api';

/** Live stock is asked again when a page mounts and its copy is older than this. */
const STOCK_FRESH_SECONDS = 5;

/**
 * What the server-rendered /store shows before catalog.json arrives: the first page of the grid in
 * the default order, how many products there are and their categories (entry-server.tsx). At 5,000
 * products the whole catalogue would make the page's HTML too heavy for a phone.
 */
export interface StoreFirstPage {
  products: CatalogProduct[];
  total: number;
  categories: string[];
}

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
    /** Only ever seeded from the server's page data (ssr-data.ts); read with `useQueryState`, which never fetches. */
    getStoreFirstPage: build.query<StoreFirstPage, void>({
      queryFn: () => ({
        error: { status: 404, data: 'The store first page comes only with the server-rendered /store' },
      }),
    }),
    /** The product a server-rendered product page was rendered with, by slug; seeded only, like the store's first page. */
    getServerProduct: build.query<CatalogProduct, string>({
      queryFn: () => ({
        error: { status: 404, data: 'A product comes only with its server-rendered page' },
      }),
    }),
  }),
});

export const { useGetCatalogQuery, useGetStockQuery } = catalogApi;

/**
 * A product with its inventory replaced by its live stock, when the stock call knows it. A product
 * whose stock did not change stays the same object, so its memoised card does not render again.
 */
function productWithLiveStock(product: CatalogProduct, stock: LiveStock): CatalogProduct {
  const live = stock[product.id];
  return live === undefined || live === product.inventory ? product : { ...product, inventory: live };
}

/** The catalogue (or the store's first page) with each product's inventory replaced by its live stock. */
function withLiveStock<T extends { products: CatalogProduct[] }>(list: T, stock: LiveStock): T {
  return { ...list, products: list.products.map((p) => productWithLiveStock(p, stock)) };
}

/**
 * Only the data is selected: the page (all of /store) renders again when the figures arrive, not
 * also when the request starts, right after hydration.
 */
function useLiveStock(): LiveStock | undefined {
  return useGetStockQuery(undefined, {
    refetchOnMountOrArgChange: STOCK_FRESH_SECONDS,
    selectFromResult: ({ data }) => ({ data }),
  }).data;
}

/** The first page the server rendered /store with, if it did, with live stock laid over it once /api/stock answers. */
export function useStoreFirstPage(): StoreFirstPage | undefined {
  const page = catalogApi.endpoints.getStoreFirstPage.useQueryState().data;
  const stock = useLiveStock();
  return useMemo(() => (page && stock ? withLiveStock(page, stock) : page), [page, stock]);
}

/**
 * The catalogue query, with live stock laid over it once /api/stock answers. catalog.json and the
 * server-rendered pages are not rebuilt for every order, so their inventory may lag a few seconds;
 * the first render uses theirs (it matches the server HTML), then the live figures.
 */
export function useCatalogWithLiveStock({ skip = false } = {}) {
  const catalog = useGetCatalogQuery(undefined, { skip });
  const stock = useLiveStock();
  const data = useMemo(
    () => (catalog.data && stock ? withLiveStock(catalog.data, stock) : catalog.data),
    [catalog.data, stock],
  );
  return { ...catalog, data };
}

/**
 * One product by slug, with live stock. A server-rendered product page carries its own product
 * (entry-server.tsx), so the whole catalogue (megabytes at thousands of products) is not fetched
 * for it; a page the client renders itself, or one reached from the store, reads the catalogue.
 */
export function useCatalogProduct(slug: string | undefined) {
  const served = catalogApi.endpoints.getServerProduct.useQueryState(slug ?? '', { skip: slug === undefined }).data;
  const catalog = useGetCatalogQuery(undefined, { skip: served !== undefined });
  const stock = useLiveStock();
  const product = served ?? catalog.data?.products.find((p) => p.slug === slug);
  const data = useMemo(() => (product && stock ? productWithLiveStock(product, stock) : product), [product, stock]);
  return {
    product: data,
    isLoading: !served && catalog.isLoading,
    isError: !served && catalog.isError,
    refetch: catalog.refetch,
  };
}
