import type {
  AdminProduct,
  CatalogInfo,
  ProductAdminData,
  ProductStock,
  StockAdjustRequest,
  UploadUrlResponse,
} from '@robo/domain';
import { api } from '../../../api/api';

// A product change also changes the catalogue file, its summary and the dashboard counts.
const changesProducts = ['Product', 'Catalog', 'Dashboard'] as const;

export const productsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminProducts: build.query<AdminProduct[], void>({
      query: () => '/api/admin/products',
      providesTags: ['Product'],
    }),
    catalogInfo: build.query<CatalogInfo, void>({
      query: () => '/api/admin/catalog/info',
      providesTags: ['Catalog'],
    }),
    syncCatalog: build.mutation<unknown, void>({
      query: () => ({ url: '/api/admin/catalog/sync', method: 'POST' }),
      invalidatesTags: ['Catalog'],
    }),
    createProduct: build.mutation<AdminProduct, ProductAdminData>({
      query: (body) => ({ url: '/api/admin/products', method: 'POST', body }),
      invalidatesTags: [...changesProducts],
    }),
    /** Stock is left out of an edit: it changes by adjustments (productStock), never from a form loaded minutes ago. */
    updateProduct: build.mutation<AdminProduct, { id: string; body: Omit<ProductAdminData, 'inventory'> }>({
      query: ({ id, body }) => ({ url: ['/api/admin/products', id], method: 'PUT', body }),
      invalidatesTags: [...changesProducts],
    }),
    deleteProduct: build.mutation<unknown, string>({
      query: (id) => ({ url: ['/api/admin/products', id], method: 'DELETE' }),
      invalidatesTags: [...changesProducts],
    }),
    productStock: build.query<ProductStock, string>({
      query: (id) => ({ url: ['/api/admin/products', id, 'stock'] }),
      providesTags: ['Product'],
      keepUnusedDataFor: 0,
    }),
    /** `key` is the Idempotency-Key: one per dialog, so a retried press adjusts once. */
    adjustStock: build.mutation<ProductStock, StockAdjustRequest & { id: string; key: string }>({
      query: ({ id, key, ...body }) => ({
        url: ['/api/admin/products', id, 'stock'],
        method: 'POST',
        headers: { 'Idempotency-Key': key },
        body,
      }),
      invalidatesTags: [...changesProducts],
    }),
    /** A short-lived URL the next image file is PUT to. */
    productImageUploadUrl: build.mutation<UploadUrlResponse, void>({
      query: () => ({ url: '/api/admin/upload/product-image', method: 'POST' }),
    }),
  }),
});

export const {
  useAdminProductsQuery,
  useCatalogInfoQuery,
  useSyncCatalogMutation,
  useCreateProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
  useProductImageUploadUrlMutation,
  useProductStockQuery,
  useAdjustStockMutation,
} = productsAdminApi;
