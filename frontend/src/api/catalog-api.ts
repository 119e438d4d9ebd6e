import type { CatalogFile } from '@robo/domain';
import { api } from './api';

/** The store's catalogue file (spec §3), read by the store and product pages. */
export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCatalog: build.query<CatalogFile, void>({
      query: () => '/catalog.json',
      providesTags: ['Catalog'],
    }),
  }),
});

export const { useGetCatalogQuery } = catalogApi;
