import type { AdminMessageDetail, AdminMessagesPage } from '@robo/domain';
import { api } from '../../../api/api';
import { withQuery } from '../../../api/base-query';

export interface MessagesQuery {
  page: number;
  pageSize: number;
  sort?: string;
  q?: string;
  state?: string;
  channel?: string;
  template?: string;
}

const messagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminMessages: build.query<AdminMessagesPage, MessagesQuery>({
      query: (params) => withQuery('/api/admin/messages', { ...params }),
      providesTags: ['Message'],
    }),
    adminMessage: build.query<AdminMessageDetail, string>({
      query: (id) => `/api/admin/messages/${id}`,
      providesTags: ['Message'],
    }),
    retryMessage: build.mutation<AdminMessageDetail, string>({
      query: (id) => ({ url: `/api/admin/messages/${id}/retry`, method: 'POST', body: {} }),
      invalidatesTags: ['Message', 'Activity'],
    }),
  }),
});

export const { useAdminMessagesQuery, useAdminMessageQuery, useRetryMessageMutation } = messagesApi;
