import type { DeskRegistration, Page } from '@robo/domain';
import { api } from '../../../api/api';
import { withQuery } from '../../../api/base-query';
import { signOutOn401 } from './session';

export interface RegistrationsQuery {
  page: number;
  pageSize: number;
  sort?: string;
  q?: string;
  venueId?: number;
  status?: string;
}

const registrationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    deskRegistrations: build.query<Page<DeskRegistration>, RegistrationsQuery>({
      query: (params) => withQuery('/api/admin/registrations', { ...params }),
      providesTags: ['Registration'],
      onQueryStarted: signOutOn401,
    }),
  }),
});

export const { useDeskRegistrationsQuery } = registrationsApi;
