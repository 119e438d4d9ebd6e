import type { AdminEdition, EditionFields, EditionStatus } from '@robo/domain';
import { api } from '../../../api/api';

/** An edition's status and its venues' times change what the public site and the venues screen show. */
const changesEditions = ['Edition', 'Venue', 'Pricing', 'Dashboard'] as const;

export interface CloneEditionBody {
  name: string;
  shiftDays: number;
}

export const editionsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminEditions: build.query<AdminEdition[], void>({
      query: () => '/api/admin/editions',
      providesTags: ['Edition'],
    }),
    createEdition: build.mutation<AdminEdition, EditionFields>({
      query: (body) => ({ url: '/api/admin/editions', method: 'POST', body }),
      invalidatesTags: [...changesEditions],
    }),
    updateEdition: build.mutation<AdminEdition, { id: number; body: EditionFields }>({
      query: ({ id, body }) => ({ url: ['/api/admin/editions', id], method: 'PUT', body }),
      invalidatesTags: [...changesEditions],
    }),
    cloneEdition: build.mutation<AdminEdition, { id: number; body: CloneEditionBody }>({
      query: ({ id, body }) => ({ url: ['/api/admin/editions', id, 'clone'], method: 'POST', body }),
      invalidatesTags: [...changesEditions],
    }),
    setEditionStatus: build.mutation<AdminEdition, { id: number; status: EditionStatus }>({
      query: ({ id, status }) => ({ url: ['/api/admin/editions', id, 'status'], method: 'POST', body: { status } }),
      invalidatesTags: [...changesEditions],
    }),
  }),
});

export const {
  useAdminEditionsQuery,
  useCreateEditionMutation,
  useUpdateEditionMutation,
  useCloneEditionMutation,
  useSetEditionStatusMutation,
} = editionsAdminApi;
