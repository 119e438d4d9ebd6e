import type { AdminStatus } from '@robo/domain';
import { api } from '../../../api/api';
import type { baseQuery, BaseQueryArgs } from '../../../api/base-query';
import { forgetStaffDeviceData } from '../../../api/staff-device-data';

export interface PasswordLoginBody {
  password: string;
}

export interface UserLoginBody {
  username: string;
  password: string;
}

const statusApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminStatus: build.query<AdminStatus | null, void>({
      query: () => '/api/admin/status',
      extraOptions: { on401: 'returnNull' },
      providesTags: ['AdminStatus'],
    }),
  }),
});

/**
 * The status cache is set directly after a login or logout, so the next page sees the new state
 * at once instead of racing a refetch.
 */
export function setStatus(status: AdminStatus) {
  return statusApi.util.upsertQueryData('adminStatus', undefined, status);
}

type LifecycleApi = {
  dispatch: (action: ReturnType<typeof setStatus>) => unknown;
  queryFulfilled: Promise<{ data: AdminStatus }>;
};

async function cacheStatusOnSuccess(_arg: unknown, { dispatch, queryFulfilled }: LifecycleApi): Promise<void> {
  try {
    dispatch(setStatus((await queryFulfilled).data));
  } catch {
    // A failed login changes nothing; the form reports it.
  }
}

type BaseQuery = (args: BaseQueryArgs) => ReturnType<typeof baseQuery>;

/**
 * Signs in, then reads who signed in from the status: a login's answer does not say the role
 * (nor the name), and a guess showed a door user "Admin · Owner" with the owner's screens (issue 31).
 */
async function signIn(url: string, body: unknown, query: BaseQuery) {
  const login = await query({ url, method: 'POST', body });
  if (login.error) return { error: login.error };
  const status = await query('/api/admin/status');
  return status.error ? { error: status.error } : { data: status.data as AdminStatus };
}

const sessionApi = statusApi.injectEndpoints({
  endpoints: (build) => ({
    adminLogin: build.mutation<AdminStatus, PasswordLoginBody>({
      queryFn: (body, _api, _extra, query) => signIn('/api/admin/login', body, query),
      onQueryStarted: cacheStatusOnSuccess,
    }),
    userLogin: build.mutation<AdminStatus, UserLoginBody>({
      queryFn: (body, _api, _extra, query) => signIn('/api/login', body, query),
      onQueryStarted: cacheStatusOnSuccess,
    }),
    adminLogout: build.mutation<unknown, void>({
      query: () => ({ url: '/api/admin/logout', method: 'POST' }),
      // Whatever the server answers, the client stops showing admin data and forgets the door's.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await queryFulfilled.catch(() => undefined);
        dispatch(setStatus({ authenticated: false }));
        await forgetStaffDeviceData();
      },
      invalidatesTags: ['Venue', 'Coupon', 'Product', 'Catalog', 'Dashboard'],
    }),
  }),
});

export const { useAdminStatusQuery } = statusApi;
export const { useAdminLoginMutation, useUserLoginMutation, useAdminLogoutMutation } = sessionApi;
