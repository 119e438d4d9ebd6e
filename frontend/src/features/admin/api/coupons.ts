import type { AdminCoupon, CouponPayload } from '@robo/domain';
import { api } from '../../../api/api';
import { signOutOn401 } from './session';

const changesCoupons = ['Coupon', 'Dashboard'] as const;

export const couponsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminCoupons: build.query<AdminCoupon[], void>({
      query: () => '/api/admin/coupons',
      providesTags: ['Coupon'],
      onQueryStarted: signOutOn401,
    }),
    createCoupon: build.mutation<AdminCoupon, CouponPayload>({
      query: (body) => ({ url: '/api/admin/coupons', method: 'POST', body }),
      invalidatesTags: [...changesCoupons],
      onQueryStarted: signOutOn401,
    }),
    updateCoupon: build.mutation<AdminCoupon, { id: number; body: CouponPayload }>({
      query: ({ id, body }) => ({ url: ['/api/admin/coupons', id], method: 'PUT', body }),
      invalidatesTags: [...changesCoupons],
      onQueryStarted: signOutOn401,
    }),
    deleteCoupon: build.mutation<unknown, number>({
      query: (id) => ({ url: ['/api/admin/coupons', id], method: 'DELETE' }),
      invalidatesTags: [...changesCoupons],
      onQueryStarted: signOutOn401,
    }),
  }),
});

export const { useAdminCouponsQuery, useCreateCouponMutation, useUpdateCouponMutation, useDeleteCouponMutation } =
  couponsAdminApi;
