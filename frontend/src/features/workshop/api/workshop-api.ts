import type {
  Availability,
  CouponCheck,
  CouponCheckRequest,
  LandingEditionAnswer,
  OpenedCheckout,
  PaymentVerification,
  PricingInfo,
  PublicVenue,
  RazorpayConfig,
  RegistrationRequest,
  RegistrationResponse,
  Language,
} from '@robo/domain';
import { DEFAULT_LANGUAGE, EDITION_LANGUAGE_PARAM, EDITION_PREVIEW_PARAM } from '@robo/domain';
import { api } from '../../../api/api';
import { withQuery } from '../../../api/base-query';
import { rememberBookerToken } from '../../../api/booker-tokens';

/** Which landing edition a page asks for: its content in the page's language; a staff preview's slug, if any. */
export interface LandingEditionArg {
  language: Language;
  previewSlug?: string;
}

export interface VerifyPaymentResponse {
  success: boolean;
  bookingId: string;
}

export const workshopApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPricing: build.query<PricingInfo, void>({
      query: () => '/api/pricing',
      providesTags: ['Pricing'],
    }),
    /**
     * The landing page's edition in the page's language (English asks without one, as before); with
     * a slug, a staff preview of that edition (others get the one on sale).
     */
    getLandingEdition: build.query<LandingEditionAnswer, LandingEditionArg>({
      query: ({ language, previewSlug }) =>
        withQuery('/api/edition', {
          [EDITION_LANGUAGE_PARAM]: language === DEFAULT_LANGUAGE ? undefined : language,
          [EDITION_PREVIEW_PARAM]: previewSlug,
        }),
    }),
    getVenues: build.query<PublicVenue[], void>({
      query: () => '/api/venues',
      providesTags: [{ type: 'Venue', id: 'LIST' }],
    }),
    getAvailability: build.query<Availability, number>({
      query: (venueId) => ['/api/availability', venueId],
      providesTags: (_result, _error, venueId) => [{ type: 'Venue', id: venueId }],
    }),
    validateCoupon: build.mutation<CouponCheck, CouponCheckRequest>({
      query: (body) => ({ url: '/api/validate-coupon', method: 'POST', body }),
    }),
    createRegistration: build.mutation<RegistrationResponse, RegistrationRequest>({
      query: (body) => ({ url: '/api/registrations', method: 'POST', body }),
      // Its release token later shows this browser the whole booking (QR code, invoice) on the thank-you page.
      onQueryStarted: async (_body, { queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) rememberBookerToken('booking', data.registration.bookingId, data.releaseToken);
      },
      // Success changes the seats and early-bird places left; a 409 (venue full, price changed)
      // means the client's copy is out of date. Either way both are read again.
      invalidatesTags: ['Venue', 'Pricing'],
    }),
    /** Gives the seat back at once when the parent leaves the payment (the hold would otherwise last its 15 minutes). */
    releaseRegistration: build.mutation<{ released: true }, { bookingId: string; releaseToken: string }>({
      query: ({ bookingId, releaseToken }) => ({
        url: `/api/registrations/${encodeURIComponent(bookingId)}/release`,
        method: 'POST',
        body: { releaseToken },
      }),
      invalidatesTags: ['Venue', 'Pricing'],
    }),
    /** Just before the checkout opens: the seat, held briefly until now, stays held for the whole payment. */
    openCheckout: build.mutation<OpenedCheckout, { bookingId: string; releaseToken: string }>({
      query: ({ bookingId, releaseToken }) => ({
        url: `/api/registrations/${encodeURIComponent(bookingId)}/checkout`,
        method: 'POST',
        body: { releaseToken },
      }),
    }),
    getRazorpayConfig: build.query<RazorpayConfig, void>({
      query: () => '/api/razorpay-config',
    }),
    verifyPayment: build.mutation<VerifyPaymentResponse, PaymentVerification>({
      query: (body) => ({ url: '/api/verify-payment', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetPricingQuery,
  useGetLandingEditionQuery,
  useGetVenuesQuery,
  useGetAvailabilityQuery,
  useValidateCouponMutation,
  useCreateRegistrationMutation,
  useReleaseRegistrationMutation,
  useOpenCheckoutMutation,
  useGetRazorpayConfigQuery,
  useVerifyPaymentMutation,
} = workshopApi;
