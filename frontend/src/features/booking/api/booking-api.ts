import type { RegistrationDetails } from '@robo/domain';
import { api } from '../../../api/api';
import { bookerHeaders } from '../../../api/booker-tokens';

export const bookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRegistrationDetails: build.query<RegistrationDetails, string>({
      // The browser that made the booking proves it and gets the QR code and invoice link.
      query: (bookingId) => ({
        url: ['/api/registration-details', bookingId],
        headers: bookerHeaders('booking', bookingId),
      }),
      // spec §7: this read is retried twice.
      extraOptions: { maxRetries: 2 },
      providesTags: (_result, _error, bookingId) => [{ type: 'Registration', id: bookingId }],
    }),
  }),
});

export const { useGetRegistrationDetailsQuery } = bookingApi;
