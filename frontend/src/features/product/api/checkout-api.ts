import type {
  CreateOrderRequest,
  CreateOrderResponse,
  OpenedCheckout,
  PaymentVerification,
  PublicConfig,
  StoreVerifyResponse,
} from '@robo/domain';
import { api } from '../../../api/api';

export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPublicConfig: build.query<PublicConfig, void>({
      query: () => '/api/config/public',
    }),
    createStoreOrder: build.mutation<CreateOrderResponse, CreateOrderRequest>({
      query: (body) => ({ url: '/api/razorpay/create-order', method: 'POST', body }),
    }),
    /** Just before the checkout opens: the stock, held briefly until now, stays held for the whole payment. */
    openStoreCheckout: build.mutation<OpenedCheckout, { orderId: string; releaseToken: string }>({
      query: ({ orderId, releaseToken }) => ({
        url: `/api/store/orders/${encodeURIComponent(orderId)}/checkout`,
        method: 'POST',
        body: { releaseToken },
      }),
    }),
    /** Gives the stock back at once when the buyer closes the checkout. */
    releaseStoreOrder: build.mutation<{ released: true }, { orderId: string; releaseToken: string }>({
      query: ({ orderId, releaseToken }) => ({
        url: `/api/store/orders/${encodeURIComponent(orderId)}/release`,
        method: 'POST',
        body: { releaseToken },
      }),
      invalidatesTags: ['Catalog'],
    }),
    verifyStorePayment: build.mutation<StoreVerifyResponse, Omit<PaymentVerification, 'booking_id'>>({
      query: (body) => ({ url: '/api/store/verify-payment', method: 'POST', body }),
      // A paid order changed the stock the store shows.
      invalidatesTags: ['Catalog', 'Order'],
    }),
  }),
});

export const {
  useLazyGetPublicConfigQuery,
  useCreateStoreOrderMutation,
  useOpenStoreCheckoutMutation,
  useReleaseStoreOrderMutation,
  useVerifyStorePaymentMutation,
} = checkoutApi;
