import type { RegistrationDetails } from '@robo/domain';
import { api } from '../../../api/api';

export const bookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRegistrationDetails: build.query<RegistrationDetails, string>({
      query: (bookingId) => ['/api/registration-details', bookingId],
      // spec §7: this read is retried twice.
      extraOptions: { maxRetries: 2 },
      providesTags: (_result, _error, bookingId) => [{ type: 'Registration', id: bookingId }],
    }),
  }),
});

export const { useGetRegistrationDetailsQuery } = bookingApi;
