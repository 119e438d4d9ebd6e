import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import {
  bookingClosesAt,
  DEFAULT_VENUE_SEATS_FORM,
  MESSAGES,
  parseVenueTime,
  toIndianInput,
  venueFormSchema,
  venueChangeUnconfirmed,
  type AdminVenue,
  type VenueFormInput,
  type VenueFormValues,
} from '@robo/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorBody, errorCode } from '../../../../api/errors';
import { FormTextField } from '../../../../components/form/FormTextField';
import { useAddVenueMutation, useUpdateVenueMutation, type VenueBody } from '../../../../components/admin/api/venues';
import { useSaveAction } from '../../../../components/admin/hooks/useSaveAction';
import { ActiveSwitch } from '../../../../components/admin/ActiveSwitch';
import { ConfirmDialog } from '../../../../components/admin/ConfirmDialog';
import { FormDialog } from '../../../../components/form/FormDialog';

const inputTime = (iso: string | null) => (iso ? toIndianInput(new Date(iso)) : '');

/** The venue's own booking close time; empty when it is the default (two hours before the start). */
function ownClosingTime(venue: AdminVenue): string {
  if (!venue.startsAt || !venue.bookingClosesAt) return '';
  const usual = bookingClosesAt(new Date(venue.startsAt), null).toISOString();
  return venue.bookingClosesAt === usual ? '' : inputTime(venue.bookingClosesAt);
}

function initialValues(venue?: AdminVenue): VenueFormInput {
  if (!venue) {
    return {
      name: '',
      displayName: '',
      city: '',
      address: '',
      startsAt: '',
      endsAt: '',
      bookingClosesAt: '',
      maxSeats: DEFAULT_VENUE_SEATS_FORM,
      isActive: true,
    };
  }
  const { name, displayName, city, address, maxSeats, isActive } = venue;
  return {
    name,
    displayName,
    city,
    address,
    startsAt: inputTime(venue.startsAt),
    endsAt: inputTime(venue.endsAt),
    bookingClosesAt: ownClosingTime(venue),
    maxSeats,
    isActive,
  };
}

const sameInstant = (entered: string, stored: string | null) =>
  stored !== null && parseVenueTime(entered)?.toISOString() === stored;

/** Whether the form changes what parents who paid were told: the start, end or address. */
const changesWhatParentsKnow = (venue: AdminVenue, body: VenueBody) =>
  !sameInstant(body.startsAt, venue.startsAt) ||
  !sameInstant(body.endsAt, venue.endsAt) ||
  body.address !== venue.address;

const timeField = { type: 'datetime-local', slotProps: { inputLabel: { shrink: true } } } as const;

/**
 * Add a venue, or edit `venue`. Times are entered in India time. A new time or address of a workshop
 * parents have paid for asks first, with the count, whether to tell them (the server asks too when it
 * counts paid bookings the screen had not seen).
 */
export function VenueFormDialog({ venue, onClose }: { venue?: AdminVenue; onClose: () => void }) {
  const [addVenue, adding] = useAddVenueMutation();
  const [updateVenue, updating] = useUpdateVenueMutation();
  const busy = adding.isLoading || updating.isLoading;
  const [confirming, setConfirming] = useState<{ body: VenueBody; paidBookings: number }>();
  const { failed, save } = useSaveAction(onClose);
  const { control, handleSubmit } = useForm<VenueFormInput, unknown, VenueFormValues>({
    resolver: zodResolver(venueFormSchema),
    defaultValues: initialValues(venue),
  });

  const send = async (body: VenueBody) => {
    if (!venue) return addVenue(body).unwrap();
    try {
      return await updateVenue({ id: venue.id, body }).unwrap();
    } catch (error) {
      const paidBookings = errorBody(error)?.paidBookings;
      if (errorCode(error) === 'VENUE_CHANGE_UNCONFIRMED' && typeof paidBookings === 'number')
        setConfirming({ body, paidBookings });
      throw error;
    }
  };
  const submit = (body: VenueBody) =>
    save(
      () => send(body),
      venue ? MESSAGES.venueUpdated : MESSAGES.venueAdded,
      venue ? MESSAGES.venueUpdateFailed : MESSAGES.venueAddFailed,
    );

  const onValid = async ({ bookedSeats: _managedByServer, bookingClosesAt: closes, ...form }: VenueFormValues) => {
    const body: VenueBody = { ...form, bookingClosesAt: closes || null };
    if (venue && venue.paidSeats > 0 && changesWhatParentsKnow(venue, body))
      setConfirming({ body, paidBookings: venue.paidSeats });
    else await submit(body);
  };

  const text = (name: 'name' | 'displayName' | 'city' | 'address', label: string, helper?: string) => (
    <FormTextField control={control} name={name} label={label} required helperText={helper} />
  );

  return (
    <>
      <FormDialog
        title={venue ? `Edit ${venue.displayName}` : 'Add Venue'}
        submitLabel={venue ? 'Save Changes' : 'Add Venue'}
        maxWidth="sm"
        busy={busy}
        failed={failed}
        onSubmit={handleSubmit(onValid)}
        onClose={onClose}
      >
        {venue?.needsDate && (
          <Alert severity="warning">
            Set the date: “{venue.dateTime}” could not be read as a date and time, so this venue takes no bookings.
          </Alert>
        )}
        {text('name', 'Venue name', 'A short identifier, e.g. pune-baner')}
        {text('displayName', 'Display name')}
        {text('city', 'City')}
        {text('address', 'Address')}
        <FormTextField control={control} name="startsAt" label="Starts (India time)" required {...timeField} />
        <FormTextField control={control} name="endsAt" label="Ends (India time)" required {...timeField} />
        <FormTextField
          control={control}
          name="bookingClosesAt"
          label="Bookings close (India time)"
          helperText="Empty: two hours before the start"
          {...timeField}
        />
        <FormTextField
          control={control}
          name="maxSeats"
          numeric
          label="Max seats"
          required
          fullWidth={false}
          slotProps={{ htmlInput: { min: 1, step: 1 } }}
        />
        <ActiveSwitch control={control} label="Active (shown to parents)" />
      </FormDialog>
      <ConfirmDialog
        open={confirming !== undefined}
        title="Tell the parents who paid about this change?"
        message={venueChangeUnconfirmed(confirming?.paidBookings ?? 0)}
        confirmLabel="Save and Tell Parents"
        busy={busy}
        onClose={() => setConfirming(undefined)}
        onConfirm={() => {
          const body = confirming?.body;
          setConfirming(undefined);
          if (body) void submit({ ...body, notifyConfirmed: true });
        }}
      />
    </>
  );
}
