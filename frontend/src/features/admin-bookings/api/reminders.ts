import { api } from '../../../api/api';

/** "Send reminder" on a booking whose hold ran out unpaid (backend/src/reminders/README.md); orders: api/orders.ts. */
export const remindersApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendBookingReminder: build.mutation<{ payUrl: string }, string>({
      query: (bookingId) => ({
        url: `/api/admin/registrations/${encodeURIComponent(bookingId)}/reminder`,
        method: 'POST',
      }),
      invalidatesTags: ['Registration'],
    }),
  }),
});

export const { useSendBookingReminderMutation } = remindersApi;
