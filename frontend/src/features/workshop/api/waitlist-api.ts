import type {
  JoinedWaitlist,
  Paise,
  RegistrationRequest,
  RegistrationResponse,
  WaitlistContact,
  WaitlistEntryView,
  WaitlistOfferView,
} from '@robo/domain';
import { api } from '../../../api/api';
import { rememberBookerToken } from '../../../api/booker-tokens';

/** What the waiting list asks: the booking form's contact, child and venue (backend/src/waitlist/README.md). */
export type JoinWaitlistRequest = WaitlistContact & Pick<RegistrationRequest, 'venueId'>;

export const waitlistApi = api.injectEndpoints({
  endpoints: (build) => ({
    joinWaitlist: build.mutation<JoinedWaitlist, JoinWaitlistRequest>({
      query: (body) => ({ url: '/api/waitlist', method: 'POST', body }),
      invalidatesTags: ['Venue'],
    }),
    getWaitlistEntry: build.query<WaitlistEntryView, string>({
      query: (token) => `/api/waitlist/entry/${encodeURIComponent(token)}`,
    }),
    leaveWaitlist: build.mutation<WaitlistEntryView, string>({
      query: (token) => ({ url: `/api/waitlist/entry/${encodeURIComponent(token)}/leave`, method: 'POST' }),
      onQueryStarted: async (token, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(waitlistApi.util.upsertQueryData('getWaitlistEntry', token, data));
      },
    }),
    getWaitlistOffer: build.query<WaitlistOfferView, string>({
      query: (token) => `/api/waitlist/offer/${encodeURIComponent(token)}`,
    }),
    bookWaitlistOffer: build.mutation<
      RegistrationResponse,
      { token: string; takeawayKit: boolean; totalAmount: Paise }
    >({
      query: ({ token, ...body }) => ({
        url: `/api/waitlist/offer/${encodeURIComponent(token)}/book`,
        method: 'POST',
        body,
      }),
      onQueryStarted: async (_body, { queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) rememberBookerToken('booking', data.registration.bookingId, data.releaseToken);
      },
    }),
    declineWaitlistOffer: build.mutation<{ declined: true }, string>({
      query: (token) => ({ url: `/api/waitlist/offer/${encodeURIComponent(token)}/decline`, method: 'POST' }),
    }),
  }),
});

export const {
  useJoinWaitlistMutation,
  useGetWaitlistEntryQuery,
  useLeaveWaitlistMutation,
  useGetWaitlistOfferQuery,
  useBookWaitlistOfferMutation,
  useDeclineWaitlistOfferMutation,
} = waitlistApi;
