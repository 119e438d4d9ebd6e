import type { AccessCodeCheck, AccessCodeRequest, AccessCodeSent, MyBookingsOverview } from '@robo/domain';
import { api } from '../../../api/api';

const myBookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    myBookings: build.query<MyBookingsOverview, void>({
      query: () => '/api/my-booking',
      providesTags: ['MyBooking'],
    }),
    requestAccessCode: build.mutation<AccessCodeSent, AccessCodeRequest>({
      query: (body) => ({ url: '/api/my-booking/code', method: 'POST', body }),
    }),
    verifyAccessCode: build.mutation<{ ok: true }, AccessCodeCheck>({
      query: (body) => ({ url: '/api/my-booking/verify', method: 'POST', body }),
      // Only a right code opens the list; a wrong one leaves the form as it is.
      invalidatesTags: (result) => (result ? ['MyBooking'] : []),
    }),
    resendConfirmation: build.mutation<{ message: string }, { bookingId: string } | { orderId: string }>({
      query: (body) => ({ url: '/api/my-booking/resend', method: 'POST', body }),
    }),
    leaveMyBookings: build.mutation<void, void>({
      query: () => ({ url: '/api/my-booking/logout', method: 'POST' }),
      invalidatesTags: ['MyBooking'],
    }),
    endAllSessions: build.mutation<void, void>({
      query: () => ({ url: '/api/my-booking/sessions/end-all', method: 'POST' }),
      invalidatesTags: ['MyBooking'],
    }),
  }),
});

export const {
  useMyBookingsQuery,
  useRequestAccessCodeMutation,
  useVerifyAccessCodeMutation,
  useResendConfirmationMutation,
  useLeaveMyBookingsMutation,
  useEndAllSessionsMutation,
} = myBookingApi;
