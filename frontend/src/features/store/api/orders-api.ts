import type { OrderDetails } from '@robo/domain';
import { api } from '../../../api/api';
import { bookerHeaders } from '../../../api/booker-tokens';

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrderDetails: build.query<OrderDetails, string>({
      // The browser that placed the order proves it and gets the invoice link.
      query: (orderId) => ({ url: ['/api/order-details', orderId], headers: bookerHeaders('order', orderId) }),
      extraOptions: { maxRetries: 2 },
      providesTags: (_result, _error, orderId) => [{ type: 'Order', id: orderId }],
    }),
  }),
});

export const { useGetOrderDetailsQuery } = ordersApi;
