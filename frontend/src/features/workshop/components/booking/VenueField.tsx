import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { type Availability, type PublicVenue, type RegistrationFormInput } from '@robo/domain';
import { type Control, Controller } from 'react-hook-form';
import { useHydrated } from '../../../../hooks/useHydrated';
import { useGetVenuesQuery } from '../../api/workshop-api';
import { blurAfterChange } from '../../../../hooks/blur-after-change';
import { translateMessage } from '../../../../i18n/messages';
import { useT, type Translate } from '../../../../i18n/useT';
import { venueTimes } from '../../../../i18n/venue-times';

function venueLabel(t: Translate, venue: PublicVenue): string {
  if (venue.bookingClosed) return t('workshop.venue.optionClosed', { venue: venue.displayName });
  const seats = Math.max(0, venue.availableSeats);
  return t(seats === 0 ? 'workshop.venue.optionFull' : 'workshop.venue.option', {
    venue: venue.displayName,
    count: seats,
    seats: String(seats),
  });
}

function AvailabilityNote({ availability }: { availability: Availability }) {
  const { t, language } = useT();
  if (availability.availableSeats <= 0) {
    return (
      <Alert severity="error" sx={{ mt: 1 }}>
        {t('validation.venueFull')}
      </Alert>
    );
  }
  return (
    <Alert severity="info" icon={false} role="status" sx={{ mt: 1 }}>
      <strong>
        {t('workshop.venue.seatsAvailable', { available: availability.availableSeats, max: availability.maxSeats })}
      </strong>
      <br />
      {venueTimes(language, availability.venue)}
      <br />
      {availability.venue.address}
    </Alert>
  );
}

interface VenueFieldProps {
  control: Control<RegistrationFormInput>;
  /** Seats of the chosen venue, read from the server when it was chosen. */
  availability: Availability | undefined;
}

/**
 * Venue picker: each venue with its seats; a full venue, or one whose bookings have closed, is
 * greyed out and cannot be picked (a full one's waiting list is offered by WaitlistVenues).
 */
export function VenueField({ control, availability }: VenueFieldProps) {
  const { t } = useT();
  const hydrated = useHydrated();
  const query = useGetVenuesQuery();
  // While this part hydrates, what the server rendered: the venues still loading (see useAfterHydration).
  const { data: venues, isLoading, isError } = hydrated ? query : { data: undefined, isLoading: true, isError: false };
  return (
    <div>
      <Controller
        name="venueId"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            select
            fullWidth
            label={t('booking.field.venue')}
            name={field.name}
            value={field.value ? String(field.value) : ''}
            onChange={(event) => field.onChange(Number(event.target.value))}
            onBlur={blurAfterChange(field, fieldState)}
            inputRef={field.ref}
            error={Boolean(fieldState.error) || isError}
            helperText={
              fieldState.error?.message
                ? translateMessage(t, fieldState.error.message)
                : isError
                  ? t('workshop.venue.loadFailed')
                  : undefined
            }
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="" disabled>
              {isLoading ? t('workshop.venue.loading') : t('workshop.venue.prompt')}
            </option>
            {venues?.map((venue) => (
              <option key={venue.id} value={venue.id} disabled={venue.availableSeats <= 0 || venue.bookingClosed}>
                {venueLabel(t, venue)}
              </option>
            ))}
          </TextField>
        )}
      />
      {availability && <AvailabilityNote availability={availability} />}
    </div>
  );
}
