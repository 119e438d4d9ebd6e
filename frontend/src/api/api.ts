import { createApi, retry } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

/**
 * The one API slice. Features add their endpoints with `api.injectEndpoints`.
 * No retries by default: an endpoint opts in with `extraOptions: { maxRetries: 2 }`.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: retry(baseQuery, { maxRetries: 0 }),
  tagTypes: ['Venue', 'Coupon', 'Product', 'Catalog', 'AdminStatus', 'Pricing', 'Registration', 'Order', 'Dashboard', 'Staff', 'Activity', 'Message', 'MyBooking'],
  endpoints: () => ({}),
  refetchOnFocus: false,
  refetchOnReconnect: false,
  // Data is never dropped or considered stale on its own; tags invalidate it after edits.
  keepUnusedDataFor: Infinity,
});
