import type { AdminCoupon, BulkCouponsRequest, CouponPayload } from '@robo/domain';
import { withQuery } from '../../../api/base-query';
import { api } from '../../../api/api';

const changesCoupons = ['Coupon', 'Dashboard'] as const;

export const couponsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminCoupons: build.query<AdminCoupon[], { prefix?: string }>({
      query: ({ prefix }) => withQuery('/api/admin/coupons', { prefix: prefix || undefined }),
      providesTags: ['Coupon'],
    }),
    createCoupon: build.mutation<AdminCoupon, CouponPayload>({
      query: (body) => ({ url: '/api/admin/coupons', method: 'POST', body }),
      invalidatesTags: [...changesCoupons],
    }),
    updateCoupon: build.mutation<AdminCoupon, { id: number; body: CouponPayload }>({
      query: ({ id, body }) => ({ url: ['/api/admin/coupons', id], method: 'PUT', body }),
      invalidatesTags: [...changesCoupons],
    }),
    /** Answers the CSV of the new codes. */
    createBulkCoupons: build.mutation<string, BulkCouponsRequest>({
      query: (body) => ({ url: '/api/admin/coupons/bulk', method: 'POST', body }),
      invalidatesTags: [...changesCoupons],
    }),
    deleteCoupon: build.mutation<unknown, number>({
      query: (id) => ({ url: ['/api/admin/coupons', id], method: 'DELETE' }),
      invalidatesTags: [...changesCoupons],
    }),
  }),
});

export const {
  useAdminCouponsQuery,
  useCreateCouponMutation,
  useUpdateCouponMutation,
  useCreateBulkCouponsMutation,
  useDeleteCouponMutation,
} = couponsAdminApi;
