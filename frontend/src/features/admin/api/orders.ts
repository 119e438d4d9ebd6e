import type { AdminOrderDetail, AdminOrderPage, FulfilmentMoveRequest } from '@robo/domain';
import { api } from '../../../api/api';
import { signOutOn401 } from './session';

/** The orders list's filters as the address and the API both take them. */
export interface OrderFilters {
  q?: string;
  status?: string;
  fulfilment?: string;
  from?: string;
  to?: string;
  sort?: string;
  page?: number;
  pageSize?: number;
}

export function orderFilterQuery(filters: OrderFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminOrders: build.query<AdminOrderPage, OrderFilters>({
      query: (filters) => `/api/admin/orders?${orderFilterQuery(filters)}`,
      providesTags: ['Order'],
      keepUnusedDataFor: 0,
      onQueryStarted: signOutOn401,
    }),
    adminOrder: build.query<AdminOrderDetail, string>({
      query: (orderId) => `/api/admin/orders/${encodeURIComponent(orderId)}`,
      providesTags: ['Order'],
      keepUnusedDataFor: 0,
      onQueryStarted: signOutOn401,
    }),
    moveFulfilment: build.mutation<AdminOrderDetail, FulfilmentMoveRequest & { orderId: string }>({
      query: ({ orderId, ...body }) => ({ url: `/api/admin/orders/${encodeURIComponent(orderId)}/fulfilment`, method: 'POST', body }),
      invalidatesTags: ['Order', 'Dashboard'],
    }),
  }),
});

export const { useAdminOrdersQuery, useAdminOrderQuery, useMoveFulfilmentMutation } = ordersApi;
