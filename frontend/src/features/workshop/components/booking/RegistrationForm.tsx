import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import {
  capitalizeFirst,
  MOBILE_INPUT_MAX,
  mobileAsTyped,
  GRADE_GROUPS,
  couponRuleProblem,
  FIRST_EDITION_PRICES,
  priceWithCoupon,
  registrationFormSchema,
  registrationFormToRequest,
  titleCase,
  waitlistContactOf,
  type RegistrationFormInput,
  type RegistrationFormValues,
  type RegistrationResponse,
} from '@robo/domain';
import { useEffect, useMemo } from 'react';
import { type DefaultValues, useForm, useWatch } from 'react-hook-form';
import { useToast } from '../../../../components/toast';
import {
  useCreateRegistrationMutation,
  useGetAvailabilityQuery,
  useGetPricingQuery,
  useGetVenuesQuery,
} from '../../api/workshop-api';
import { useJoinWaitlistMutation } from '../../api/waitlist-api';
import { useAfterHydration } from '../../../../hooks/useHydrated';
import { useT } from '../../../../i18n/useT';
import { useCoupon } from '../../hooks/useCoupon';
import { registrationFailureToast } from '../../lib/registration-failure';
import { CouponField } from './CouponField';
import { FormTextField } from '../../../../components/form/FormTextField';
import { GradeField } from './GradeField';
import { useLandingEdition } from '../../hooks/useLandingEdition';
import { KitOption } from './KitOption';
import { PriceSummary } from './PriceSummary';
import { TermsField } from './TermsField';
import { VenueField } from './VenueField';
import { WaitlistVenues } from './WaitlistVenues';

const DEFAULT_VALUES: DefaultValues<RegistrationFormInput> = {
  parentName: '',
  mobileNumber: '',
  email: '',
  childName: '',
  schoolName: '',
  buyerGstin: '',
  venueId: 0,
  takeawayKit: false,
  termsAccepted: false,
  couponCode: null,
  discountAmount: 0,
  totalAmount: 0,
  originalAmount: 0,
};

export function RegistrationForm({ onRegistered }: { onRegistered: (booking: RegistrationResponse) => void }) {
  const { toast } = useToast();
  const i18n = useT();
  const { t } = i18n;
  const { control, handleSubmit, setValue, formState } = useForm<
    RegistrationFormInput,
    unknown,
    RegistrationFormValues
  >({
    resolver: zodResolver(registrationFormSchema),
    mode: 'onTouched',
    defaultValues: DEFAULT_VALUES,
  });
  const [gradeGroup, takeawayKit, venueId] = useWatch({ control, name: ['gradeGroup', 'takeawayKit', 'venueId'] });
  const coupon = useCoupon();
  const pricing = useAfterHydration(useGetPricingQuery().data);
  // currentData: seats of the venue chosen now, never those of the previous choice.
  const { currentData: availability } = useGetAvailabilityQuery(venueId ?? 0, { skip: !venueId });
  const [createRegistration, { isLoading: registering }] = useCreateRegistrationMutation();
  const [joinWaitlist, { isLoading: joining, data: joined }] = useJoinWaitlistMutation();
  const venues = useAfterHydration(useGetVenuesQuery().data);

  // Until the server says otherwise, the Super Early Bird price is shown; a stale price gets a 409.
  const earlyBird = pricing ? pricing.tier === 'early-bird' : true;
  const kitFor = takeawayKit && gradeGroup ? gradeGroup : undefined;
  // Without a kit the grade group does not change the price.
  // The prices of the edition on sale (the server checks the total against them): live once they arrive,
  // the landing edition's before (edition 1's only if neither is known).
  const landingPrices = useLandingEdition()?.prices;
  const prices = useMemo(
    () =>
      pricing
        ? { ticketPrice: pricing.basePrice, regularPrice: pricing.regularPrice, kitPrices: pricing.kitPrices }
        : (landingPrices ?? FIRST_EDITION_PRICES),
    [pricing, landingPrices],
  );
  const priceInput = useMemo(
    () => ({ gradeGroup: kitFor ?? GRADE_GROUPS[0], takeawayKit: Boolean(kitFor), earlyBird, prices }),
    [kitFor, earlyBird, prices],
  );
  const couponBooking = {
    venueId: venueId || undefined,
    gradeGroup: gradeGroup || undefined,
    takeawayKit: Boolean(takeawayKit),
  };
  // The same rule the server applies at the hold: a coupon that no longer fits the booking is not priced in.
  const couponProblem = coupon.applied
    ? couponRuleProblem(
        coupon.applied,
        { ...couponBooking, originalAmount: priceWithCoupon(priceInput, null).originalAmount },
        new Date(),
      )
    : null;
  const usableCoupon = couponProblem ? null : coupon.applied;
  const price = useMemo(() => priceWithCoupon(priceInput, usableCoupon), [priceInput, usableCoupon]);

  // The amounts travel with the form values, so the shared schema checks what is sent.
  const couponCode = usableCoupon?.code ?? null;
  useEffect(() => {
    setValue('originalAmount', price.originalAmount);
    setValue('discountAmount', price.discountAmount);
    setValue('totalAmount', price.totalAmount);
    setValue('couponCode', couponCode);
  }, [price, couponCode, setValue]);

  const submit = handleSubmit(async (values) => {
    try {
      onRegistered(await createRegistration(registrationFormToRequest(values)).unwrap());
    } catch (error) {
      toast(registrationFailureToast(i18n, error as Parameters<typeof registrationFailureToast>[1]));
    }
  });

  const noSeats = availability !== undefined && availability.availableSeats <= 0;
  // Full venues still taking bookings, and the chosen one if it filled up since the list was read.
  const fullVenues = (venues ?? []).filter(
    (venue) => !venue.bookingClosed && (venue.availableSeats <= 0 || (noSeats && venue.id === venueId)),
  );

  // A full venue takes the same details for its waiting list (backend/src/waitlist/README.md), without payment.
  const joinWaitlistOf = (fullVenueId: number) => {
    setValue('venueId', fullVenueId);
    void handleSubmit(async (values) => {
      const request = registrationFormToRequest(values);
      try {
        await joinWaitlist({ venueId: request.venueId, ...waitlistContactOf(request) }).unwrap();
      } catch (error) {
        toast(registrationFailureToast(i18n, error as Parameters<typeof registrationFailureToast>[1]));
      }
    })();
  };

  const pending = registering || formState.isSubmitting;
  const canSubmit = !pending && availability !== undefined && !noSeats;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t('workshop.form.label')}
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <FormTextField
          name="parentName"
          control={control}
          label={t('workshop.form.parentName')}
          autoComplete="name"
          transform={capitalizeFirst}
        />
        <FormTextField
          name="mobileNumber"
          control={control}
          label={t('workshop.form.mobile')}
          type="tel"
          transform={mobileAsTyped}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">+91</InputAdornment> },
            htmlInput: { inputMode: 'tel', maxLength: MOBILE_INPUT_MAX, autoComplete: 'tel-national' },
          }}
        />
        <FormTextField
          name="email"
          control={control}
          label={t('workshop.form.email')}
          type="email"
          autoComplete="email"
        />
        <FormTextField name="childName" control={control} label={t('workshop.form.childName')} transform={titleCase} />
        <GradeField control={control} />
        <FormTextField name="schoolName" control={control} label={t('workshop.form.schoolName')} />
        <FormTextField name="buyerGstin" control={control} label={t('workshop.form.gstin')} autoComplete="off" />
      </Box>
      <VenueField control={control} availability={availability} />
      {!joined && <WaitlistVenues venues={fullVenues} joining={joining} onJoin={joinWaitlistOf} />}
      <KitOption control={control} gradeGroup={gradeGroup} kitPrices={prices.kitPrices} />
      <CouponField coupon={coupon} booking={couponBooking} problem={couponProblem} />
      <PriceSummary
        price={price}
        kitFor={kitFor}
        earlyBird={earlyBird}
        regularPrice={prices.regularPrice}
        couponCode={usableCoupon?.code}
      />
      <TermsField control={control} />
      <div>
        <Button type="submit" variant="contained" size="large" fullWidth disabled={!canSubmit}>
          {pending ? t('workshop.form.creating') : t('workshop.form.proceed')}
        </Button>
        {joined && joined.entryId && (
          <Alert severity="success" sx={{ mt: 1.5 }}>
            {t('workshop.waitlist.joined', { position: joined.position })}
          </Alert>
        )}
        {!venueId && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'center' }}>
            {t('workshop.form.chooseVenue')}
          </Typography>
        )}
      </div>
    </Box>
  );
}
