import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { type Availability, MESSAGES, type PublicVenue, type RegistrationFormInput } from '@robo/domain';
import { type Control, Controller } from 'react-hook-form';
import { useHydrated } from '../../../../hooks/useHydrated';
import { useGetVenuesQuery } from '../../api/workshop-api';
import { blurAfterChange } from '../../../../hooks/blur-after-change';

export function seatsLeft(seats: number): string {
  return `${seats} ${seats === 1 ? 'seat' : 'seats'} left`;
}

function venueLabel(venue: PublicVenue): string {
  if (venue.bookingClosed) return `${venue.displayName} (bookings closed)`;
  const seats = Math.max(0, venue.availableSeats);
  return `${venue.displayName} (${seatsLeft(seats)}${seats === 0 ? ', fully booked' : ''})`;
}

function AvailabilityNote({ availability }: { availability: Availability }) {
  if (availability.availableSeats <= 0) {
    return (
      <Alert severity="error" sx={{ mt: 1 }}>
        {MESSAGES.venueFull}
      </Alert>
    );
  }
  return (
    <Alert severity="info" icon={false} role="status" sx={{ mt: 1 }}>
      <strong>
        {availability.availableSeats} of {availability.maxSeats} seats available
      </strong>
      <br />
      {availability.venue.dateTime}
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
            label="Venue"
            name={field.name}
            value={field.value ? String(field.value) : ''}
            onChange={(event) => field.onChange(Number(event.target.value))}
            onBlur={blurAfterChange(field, fieldState)}
            inputRef={field.ref}
            error={Boolean(fieldState.error) || isError}
            helperText={
              fieldState.error?.message ??
              (isError ? 'Venues could not be loaded. Please refresh the page.' : undefined)
            }
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="" disabled>
              {isLoading ? 'Loading venues...' : 'Select a venue'}
            </option>
            {venues?.map((venue) => (
              <option key={venue.id} value={venue.id} disabled={venue.availableSeats <= 0 || venue.bookingClosed}>
                {venueLabel(venue)}
              </option>
            ))}
          </TextField>
        )}
      />
      {availability && <AvailabilityNote availability={availability} />}
    </div>
  );
}
