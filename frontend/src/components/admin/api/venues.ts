import type { AdminVenue, DeactivatedVenue, DeactivateVenueRequest, VenueFormValues } from '@robo/domain';
import { withQuery } from '../../../api/base-query';
import { api } from '../../../api/api';

/**
 * Sent on add and edit. Booked seats are counted by the server from registrations, never set here;
 * no booking close time means two hours before the start.
 */
export type VenueBody = Omit<VenueFormValues, 'bookedSeats' | 'bookingClosesAt'> & {
  bookingClosesAt: string | null;
  /** Staff confirmed telling paid bookings of a new time or address (backend 409 VENUE_CHANGE_UNCONFIRMED otherwise). */
  notifyConfirmed?: boolean;
};

const changesVenues = ['Venue', 'Dashboard'] as const;

export const venuesAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Every venue, or one edition's. */
    adminVenues: build.query<AdminVenue[], { edition?: number } | void>({
      query: (filter) => withQuery('/api/admin/venues', { edition: filter?.edition }),
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
    /** With paid bookings, `body` says whether they move or are refunded (else 409 VENUE_HAS_PAID_BOOKINGS). */
    deactivateVenue: build.mutation<DeactivatedVenue, { id: number; body: DeactivateVenueRequest }>({
      query: ({ id, body }) => ({ url: ['/api/admin/venues', id, 'deactivate'], method: 'PUT', body }),
      // Its paid bookings may have moved or been refunded.
      invalidatesTags: [...changesVenues, 'Registration'],
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
