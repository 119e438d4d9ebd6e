import type { AdminWaitlistEntry, AdminWaitlistPage } from '@robo/domain';
import { api } from '../../../api/api';
import { withQuery } from '../../../api/base-query';

/** What staff may do to an entry (backend/src/waitlist/README.md, `POST /api/admin/waitlist/:id/<action>`). */
export type WaitlistAction = 'move-up' | 'remove' | 'offer';

export const waitlistAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminWaitlist: build.query<AdminWaitlistPage, number>({
      query: (venueId) => withQuery('/api/admin/waitlist', { venueId }),
      providesTags: ['Waitlist'],
    }),
    waitlistAction: build.mutation<AdminWaitlistEntry, { id: number; action: WaitlistAction }>({
      query: ({ id, action }) => ({ url: `/api/admin/waitlist/${id}/${action}`, method: 'POST', body: {} }),
      invalidatesTags: ['Waitlist', 'Venue', 'Dashboard'],
    }),
  }),
});

export const { useAdminWaitlistQuery, useWaitlistActionMutation } = waitlistAdminApi;
