import type { AdminVenue, VenueFormValues } from '@robo/domain';
import { api } from '../../../api/api';

/** Sent on add and edit. Booked seats are counted by the server from registrations, never set here. */
export type VenueBody = Omit<VenueFormValues, 'bookedSeats'>;

const changesVenues = ['Venue', 'Dashboard'] as const;

export const venuesAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminVenues: build.query<AdminVenue[], void>({
      query: () => '/api/admin/venues',
      providesTags: ['Venue'],
    }),
    addVenue: build.mutation<AdminVenue, VenueBody>({
      query: (body) => ({ url: '/api/admin/venues', method: 'POST', body }),
      invalidatesTags: [...changesVenues],
    }),
    updateVenue: build.mutation<AdminVenue, { id: number; body: VenueBody }>({
      query: ({ id, body }) => ({ url: ['/api/admin/venues', id], method: 'PUT', body }),
      invalidatesTags: [...changesVenues],
    }),
    deactivateVenue: build.mutation<AdminVenue, number>({
      query: (id) => ({ url: ['/api/admin/venues', id, 'deactivate'], method: 'PUT' }),
      invalidatesTags: [...changesVenues],
    }),
    deleteVenue: build.mutation<unknown, number>({
      query: (id) => ({ url: ['/api/admin/venues', id], method: 'DELETE' }),
      invalidatesTags: [...changesVenues],
    }),
  }),
});

export const {
  useAdminVenuesQuery,
  useAddVenueMutation,
  useUpdateVenueMutation,
  useDeactivateVenueMutation,
  useDeleteVenueMutation,
} = venuesAdminApi;
