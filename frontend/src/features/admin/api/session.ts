import type { AdminStatus } from '@robo/domain';
import { api } from '../../../api/api';
import type { ApiError } from '../../../api/base-query';

export interface PasswordLoginBody {
  password: string;
}

export interface UserLoginBody {
  username: string;
  password: string;
}

export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminStatus: build.query<AdminStatus | null, void>({
      query: () => '/api/admin/status',
      extraOptions: { on401: 'returnNull' },
      providesTags: ['AdminStatus'],
    }),
    adminLogin: build.mutation<unknown, PasswordLoginBody>({
      query: (body) => ({ url: '/api/admin/login', method: 'POST', body }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        queryFulfilled.then(() => dispatch(setSignedIn(true)), () => undefined),
    }),
    userLogin: build.mutation<{ user: unknown }, UserLoginBody>({
      query: (body) => ({ url: '/api/login', method: 'POST', body }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        queryFulfilled.then(() => dispatch(setSignedIn(true)), () => undefined),
    }),
    adminLogout: build.mutation<unknown, void>({
      query: () => ({ url: '/api/admin/logout', method: 'POST' }),
      // Whatever the server answers, the client stops showing admin data.
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        queryFulfilled.finally(() => dispatch(setSignedIn(false))).catch(() => undefined),
      invalidatesTags: ['Venue', 'Coupon', 'Product', 'Catalog', 'Dashboard'],
    }),
  }),
});

export const { useAdminStatusQuery, useAdminLoginMutation, useUserLoginMutation, useAdminLogoutMutation } = sessionApi;

/**
 * The status cache is set directly after a login or logout, so the next page sees the new state
 * at once instead of racing a refetch.
 */
export function setSignedIn(authenticated: boolean) {
  return sessionApi.util.upsertQueryData('adminStatus', undefined, { authenticated });
}

/**
 * For admin endpoints: a 401 means the session ended on the server (expired or signed out
 * elsewhere), so the client switches to signed-out and the page guard sends the visitor to /admin.
 */
export async function signOutOn401(
  _arg: unknown,
  { dispatch, queryFulfilled }: { dispatch: (action: ReturnType<typeof setSignedIn>) => unknown; queryFulfilled: Promise<unknown> },
): Promise<void> {
  try {
    await queryFulfilled;
  } catch (failure) {
    const error = (failure as { error?: ApiError }).error;
    if (error?.status === 401) dispatch(setSignedIn(false));
  }
}
