import type {
  AttendeeSheet,
  DeskCancelRequest,
  DeskRefundLimit,
  DeskRefundRequest,
  DeskRegistration,
  DeskRegistrationDetail,
  DeskTransferRequest,
  Page,
} from '@robo/domain';
import { api } from '../../../api/api';
import { withQuery } from '../../../api/base-query';

export interface RegistrationsQuery {
  page: number;
  pageSize: number;
  sort?: string;
  q?: string;
  venueId?: number;
  status?: string;
  /** An edition's id or `all`; absent: the edition on sale. */
  edition?: string;
}

/** The list's filters as the CSV export takes them (the whole list, not a page). */
export function registrationsExportUrl({ q, venueId, status, sort, edition }: Partial<RegistrationsQuery>): string {
  return withQuery('/api/admin/registrations/export.csv', {
    q: q || undefined,
    venueId,
    edition,
    status: status || undefined,
    sort,
  });
}

/**
 * A desk write: `key` is the Idempotency-Key, made once per dialog, so a retried click or a lost
 * answer never does the work twice (backend/src/bookings-desk/README.md).
 */
type DeskWrite<Body> = { bookingId: string; key: string } & Body;

const deskWrite =
  <Body extends object>(action: string) =>
  ({ bookingId, key, ...body }: DeskWrite<Body>) => ({
    url: ['/api/admin/registrations', bookingId, action],
    method: 'POST' as const,
    body,
    headers: { 'Idempotency-Key': key },
  });

const registrationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    deskRegistrations: build.query<Page<DeskRegistration>, RegistrationsQuery>({
      query: (params) => withQuery('/api/admin/registrations', { ...params }),
      providesTags: ['Registration'],
    }),
    deskRegistration: build.query<DeskRegistrationDetail, string>({
      query: (bookingId) => ['/api/admin/registrations', bookingId],
      providesTags: ['Registration'],
      keepUnusedDataFor: 0,
    }),
    cancelBooking: build.mutation<DeskRegistrationDetail, DeskWrite<DeskCancelRequest>>({
      query: deskWrite<DeskCancelRequest>('cancel'),
      invalidatesTags: ['Registration', 'Dashboard'],
    }),
    refundBooking: build.mutation<DeskRegistrationDetail, DeskWrite<DeskRefundRequest>>({
      query: deskWrite<DeskRefundRequest>('refund'),
      invalidatesTags: ['Registration', 'Dashboard'],
    }),
    transferBooking: build.mutation<DeskRegistrationDetail, DeskWrite<DeskTransferRequest>>({
      query: deskWrite<DeskTransferRequest>('transfer'),
      invalidatesTags: ['Registration', 'Dashboard'],
    }),
    resendBooking: build.mutation<DeskRegistrationDetail, DeskWrite<object>>({
      query: deskWrite<object>('resend'),
      invalidatesTags: ['Registration'],
    }),
    addBookingNote: build.mutation<DeskRegistrationDetail, DeskWrite<{ text: string }>>({
      query: deskWrite<{ text: string }>('notes'),
      invalidatesTags: ['Registration'],
    }),
    deskRefundLimit: build.query<DeskRefundLimit, void>({
      query: () => '/api/admin/settings/desk-refund-limit',
    }),
    attendeeSheet: build.query<AttendeeSheet, number>({
      query: (venueId) => ['/api/admin/venues', venueId, 'attendees'],
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useDeskRegistrationsQuery,
  useDeskRegistrationQuery,
  useCancelBookingMutation,
  useRefundBookingMutation,
  useTransferBookingMutation,
  useResendBookingMutation,
  useAddBookingNoteMutation,
  useDeskRefundLimitQuery,
  useAttendeeSheetQuery,
} = registrationsApi;
