import type { AdminStatus } from '@robo/domain';
import { api } from '../../../api/api';
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
export function setSignedIn(authenticated: boolean) {
  return statusApi.util.upsertQueryData('adminStatus', undefined, { authenticated });
}

type LifecycleApi = { dispatch: (action: ReturnType<typeof setSignedIn>) => unknown; queryFulfilled: Promise<unknown> };

async function signInOnSuccess(_arg: unknown, { dispatch, queryFulfilled }: LifecycleApi): Promise<void> {
  try {
    await queryFulfilled;
    dispatch(setSignedIn(true));
  } catch {
    // A failed login changes nothing; the form reports it.
  }
}

const sessionApi = statusApi.injectEndpoints({
  endpoints: (build) => ({
    adminLogin: build.mutation<unknown, PasswordLoginBody>({
      query: (body) => ({ url: '/api/admin/login', method: 'POST', body }),
      onQueryStarted: signInOnSuccess,
    }),
    userLogin: build.mutation<{ user: unknown }, UserLoginBody>({
      query: (body) => ({ url: '/api/login', method: 'POST', body }),
      onQueryStarted: signInOnSuccess,
    }),
    adminLogout: build.mutation<unknown, void>({
      query: () => ({ url: '/api/admin/logout', method: 'POST' }),
      // Whatever the server answers, the client stops showing admin data and forgets the door's.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await queryFulfilled.catch(() => undefined);
        dispatch(setSignedIn(false));
        await forgetStaffDeviceData();
      },
      invalidatesTags: ['Venue', 'Coupon', 'Product', 'Catalog', 'Dashboard'],
    }),
  }),
});

export const { useAdminStatusQuery } = statusApi;
export const { useAdminLoginMutation, useUserLoginMutation, useAdminLogoutMutation } = sessionApi;
