import type { DashboardStats } from '@robo/domain';
import { api } from '../../../api/api';

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    dashboardStats: build.query<DashboardStats, void>({
      query: () => '/api/admin/dashboard',
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useDashboardStatsQuery } = dashboardApi;
