import type {
  AccessCodeCheck,
  AccessCodeRequest,
  AccessCodeSent,
  ChildDetailsCorrection,
  MyBookingChangesOverview,
  MyBookingsOverview,
} from '@robo/domain';
import { api } from '../../../api/api';

/** A change the parent makes to a paid booking (backend/src/my-booking/README.md, "Changes by the parent"). */
export type BookingChange =
  | { what: 'transfer'; body: { venueId: number } }
  | { what: 'details'; body: ChildDetailsCorrection }
  | { what: 'cancellation-request'; body: { reason?: string } };

const myBookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    myBookings: build.query<MyBookingsOverview, void>({
      query: () => '/api/my-booking',
      providesTags: ['MyBooking'],
    }),
    myBookingChanges: build.query<MyBookingChangesOverview, void>({
      query: () => '/api/my-booking/changes',
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
    changeMyBooking: build.mutation<{ message: string }, BookingChange & { bookingId: string; key: string }>({
      query: ({ bookingId, key, what, body }) => ({
        url: ['/api/my-booking/bookings', bookingId, what],
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
      }),
      invalidatesTags: (result) => (result ? ['MyBooking'] : []),
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
  useMyBookingChangesQuery,
  useRequestAccessCodeMutation,
  useVerifyAccessCodeMutation,
  useResendConfirmationMutation,
  useChangeMyBookingMutation,
  useLeaveMyBookingsMutation,
  useEndAllSessionsMutation,
} = myBookingApi;
