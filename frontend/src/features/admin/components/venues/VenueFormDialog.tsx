import { zodResolver } from '@hookform/resolvers/zod';
import { FormTextField } from '../../../../components/form/FormTextField';
import {
  DEFAULT_VENUE_SEATS_FORM,
  MESSAGES,
  venueFormSchema,
  type PublicVenue,
  type VenueFormInput,
  type VenueFormValues,
} from '@robo/domain';
import { useForm } from 'react-hook-form';
import { useAddVenueMutation, useUpdateVenueMutation, type VenueBody } from '../../api/venues';
import { useSaveAction } from '../../hooks/useSaveAction';
import { ActiveSwitch } from '../ActiveSwitch';
import { FormDialog } from '../../../../components/form/FormDialog';

function initialValues(venue?: PublicVenue): VenueFormInput {
  if (!venue) {
    return {
      name: '',
      displayName: '',
      city: '',
      address: '',
      dateTime: '',
      maxSeats: DEFAULT_VENUE_SEATS_FORM,
      isActive: true,
    };
  }
  const { name, displayName, city, address, dateTime, maxSeats, isActive } = venue;
  return { name, displayName, city, address, dateTime, maxSeats, isActive };
}

/** Add a venue, or edit `venue`. Closes itself after a successful save. */
export function VenueFormDialog({ venue, onClose }: { venue?: PublicVenue; onClose: () => void }) {
  const [addVenue, adding] = useAddVenueMutation();
  const [updateVenue, updating] = useUpdateVenueMutation();
  const busy = adding.isLoading || updating.isLoading;
  const { failed, save } = useSaveAction(onClose);
  const { control, handleSubmit } = useForm<VenueFormInput, unknown, VenueFormValues>({
    resolver: zodResolver(venueFormSchema),
    defaultValues: initialValues(venue),
  });

  const onValid = async ({ bookedSeats: _managedByServer, ...body }: VenueFormValues) => {
    await save(
      () => (venue ? updateVenue({ id: venue.id, body: body satisfies VenueBody }) : addVenue(body)).unwrap(),
      venue ? MESSAGES.venueUpdated : MESSAGES.venueAdded,
      venue ? MESSAGES.venueUpdateFailed : MESSAGES.venueAddFailed,
    );
  };

  const text = (name: 'name' | 'displayName' | 'city' | 'address' | 'dateTime', label: string, helper?: string) => (
    <FormTextField control={control} name={name} label={label} required helperText={helper} />
  );

  return (
    <FormDialog
      title={venue ? `Edit ${venue.displayName}` : 'Add Venue'}
      submitLabel={venue ? 'Save Changes' : 'Add Venue'}
      maxWidth="sm"
      busy={busy}
      failed={failed}
      onSubmit={handleSubmit(onValid)}
      onClose={onClose}
    >
      {text('name', 'Venue name', 'A short identifier, e.g. pune-baner')}
      {text('displayName', 'Display name')}
      {text('city', 'City')}
      {text('address', 'Address')}
      {text('dateTime', 'Date and time', 'As parents should read it, e.g. Sun, 14 Sep 2025, 10:00 AM')}
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
  );
}
