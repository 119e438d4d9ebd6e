import type { OrderDetails } from '@robo/domain';
import { api } from '../../../api/api';

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrderDetails: build.query<OrderDetails, string>({
      query: (orderId) => ['/api/order-details', orderId],
      extraOptions: { maxRetries: 2 },
      providesTags: (_result, _error, orderId) => [{ type: 'Order', id: orderId }],
    }),
  }),
});

export const { useGetOrderDetailsQuery } = ordersApi;
