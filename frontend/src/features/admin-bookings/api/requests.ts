import type { CancellationRequestItem, CancellationRequestStatus } from '@robo/domain';
import { api } from '../../../api/api';
import { withQuery } from '../../../api/base-query';

/** The desk's queue of parents' cancellation requests (backend/src/bookings-desk/README.md, "Requests"). */
const requestsApi = api.injectEndpoints({
  endpoints: (build) => ({
    cancellationRequests: build.query<
      { items: CancellationRequestItem[]; total: number },
      { status?: CancellationRequestStatus }
    >({
      query: (params) => withQuery('/api/admin/requests', { ...params }),
      // Answering a request changes its booking, so they share the bookings' tag.
      providesTags: ['Registration'],
    }),
    answerRequest: build.mutation<
      unknown,
      { id: number; key: string } & ({ answer: 'approve' } | { answer: 'decline'; reason: string })
    >({
      query: ({ id, key, ...rest }) => ({
        url: ['/api/admin/requests', id, rest.answer],
        method: 'POST',
        body: rest.answer === 'decline' ? { reason: rest.reason } : {},
        headers: { 'Idempotency-Key': key },
      }),
      invalidatesTags: ['Registration', 'Dashboard'],
    }),
  }),
});

export const { useCancellationRequestsQuery, useAnswerRequestMutation } = requestsApi;
