import type { AuditEventView, Page } from '@robo/domain';
import { api } from '../../../api/api';
import { withQuery } from '../../../api/base-query';

export interface ActivityQuery {
  page: number;
  pageSize: number;
  sort?: string;
  q?: string;
  action?: string;
  from?: string;
  to?: string;
}

const activityApi = api.injectEndpoints({
  endpoints: (build) => ({
    activity: build.query<Page<AuditEventView>, ActivityQuery>({
      query: (params) => withQuery('/api/admin/activity', { ...params }),
      providesTags: ['Activity'],
    }),
  }),
});

export const { useActivityQuery } = activityApi;
