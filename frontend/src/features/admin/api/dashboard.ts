import type { DashboardStats } from '@robo/domain';
import { api } from '../../../api/api';
import { signOutOn401 } from './session';

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    dashboardStats: build.query<DashboardStats, void>({
      query: () => '/api/admin/dashboard',
      providesTags: ['Dashboard'],
      onQueryStarted: signOutOn401,
    }),
  }),
});

export const { useDashboardStatsQuery } = dashboardApi;
