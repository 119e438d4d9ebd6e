import type {
  AdminOrderDetail,
  AdminOrderPage,
  CancelOrderRequest,
  FulfilmentMoveRequest,
  OrderRefundRequest,
} from '@robo/domain';
import { api } from '../../../api/api';

/** The orders list's filters as the address and the API both take them. */
export interface OrderFilters {
  q?: string;
  status?: string;
  fulfilment?: string;
  money?: string;
  from?: string;
  to?: string;
  sort?: string;
  page?: number;
  pageSize?: number;
}

export function orderFilterQuery(filters: OrderFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminOrders: build.query<AdminOrderPage, OrderFilters>({
      query: (filters) => `/api/admin/orders?${orderFilterQuery(filters)}`,
      providesTags: ['Order'],
      keepUnusedDataFor: 0,
    }),
    adminOrder: build.query<AdminOrderDetail, string>({
      query: (orderId) => `/api/admin/orders/${encodeURIComponent(orderId)}`,
      providesTags: ['Order'],
      keepUnusedDataFor: 0,
    }),
    /** `key` is the Idempotency-Key: one per dialog, so a retried press cannot cancel or refund twice. */
    cancelOrder: build.mutation<AdminOrderDetail, CancelOrderRequest & { orderId: string; key: string }>({
      query: ({ orderId, key, ...body }) => ({
        url: `/api/admin/orders/${encodeURIComponent(orderId)}/cancel`,
        method: 'POST',
        headers: { 'Idempotency-Key': key },
        body,
      }),
      invalidatesTags: ['Order', 'Dashboard', 'Product'],
    }),
    refundOrder: build.mutation<AdminOrderDetail, OrderRefundRequest & { orderId: string; key: string }>({
      query: ({ orderId, key, ...body }) => ({
        url: `/api/admin/orders/${encodeURIComponent(orderId)}/refund`,
        method: 'POST',
        headers: { 'Idempotency-Key': key },
        body,
      }),
      invalidatesTags: ['Order', 'Dashboard', 'Product'],
    }),
    addOrderNote: build.mutation<AdminOrderDetail, { orderId: string; key: string; text: string }>({
      query: ({ orderId, key, text }) => ({
        url: `/api/admin/orders/${encodeURIComponent(orderId)}/notes`,
        method: 'POST',
        headers: { 'Idempotency-Key': key },
        body: { text },
      }),
      invalidatesTags: ['Order'],
    }),
    sendReminder: build.mutation<AdminOrderDetail, string>({
      query: (orderId) => ({ url: `/api/admin/orders/${encodeURIComponent(orderId)}/reminder`, method: 'POST' }),
      invalidatesTags: ['Order'],
    }),
    moveFulfilment: build.mutation<AdminOrderDetail, FulfilmentMoveRequest & { orderId: string }>({
      query: ({ orderId, ...body }) => ({
        url: `/api/admin/orders/${encodeURIComponent(orderId)}/fulfilment`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Order', 'Dashboard'],
    }),
  }),
});

export const {
  useAdminOrdersQuery,
  useAdminOrderQuery,
  useMoveFulfilmentMutation,
  useCancelOrderMutation,
  useRefundOrderMutation,
  useSendReminderMutation,
  useAddOrderNoteMutation,
} = ordersApi;
