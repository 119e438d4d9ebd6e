import { createApi, retry } from '@reduxjs/toolkit/query/react';
import { baseQuery, requestPath } from './base-query';
import { forgetStaffDeviceData } from './staff-device-data';

/**
 * A 401 from an admin route means the session ended on the server (expired, signed out
 * elsewhere, role changed): the admin status is read again, so the page guard sends the visitor
 * to /admin, and what the door scanner kept on the device is deleted. Handled here once for every
 * admin endpoint.
 */
const baseQueryEndingSessions: typeof baseQuery = async (args, queryApi, extraOptions) => {
  const result = await baseQuery(args, queryApi, extraOptions);
  if (result.error?.status === 401 && requestPath(args).startsWith('/api/admin/')) {
    queryApi.dispatch(api.util.invalidateTags(['AdminStatus']));
    void forgetStaffDeviceData();
  }
  return result;
};

/**
 * The one API slice. Features add their endpoints with `api.injectEndpoints`.
 * No retries by default: an endpoint opts in with `extraOptions: { maxRetries: 2 }`.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: retry(baseQueryEndingSessions, { maxRetries: 0 }),
  tagTypes: [
    'Venue',
    'Edition',
    'Coupon',
    'Product',
    'Catalog',
    'AdminStatus',
    'Pricing',
    'Registration',
    'Order',
    'Dashboard',
    'Staff',
    'Activity',
    'Message',
    'MyBooking',
    'Waitlist',
    'Announcement',
  ],
  endpoints: () => ({}),
  refetchOnFocus: false,
  refetchOnReconnect: false,
  // Data is never dropped or considered stale on its own; tags invalidate it after edits.
  keepUnusedDataFor: Infinity,
});
