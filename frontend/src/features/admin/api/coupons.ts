import type { AdminCoupon, CouponPayload } from '@robo/domain';
import { api } from '../../../api/api';

const changesCoupons = ['Coupon', 'Dashboard'] as const;

export const couponsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminCoupons: build.query<AdminCoupon[], void>({
      query: () => '/api/admin/coupons',
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
    deleteCoupon: build.mutation<unknown, number>({
      query: (id) => ({ url: ['/api/admin/coupons', id], method: 'DELETE' }),
      invalidatesTags: [...changesCoupons],
    }),
  }),
});

export const { useAdminCouponsQuery, useCreateCouponMutation, useUpdateCouponMutation, useDeleteCouponMutation } =
  couponsAdminApi;
