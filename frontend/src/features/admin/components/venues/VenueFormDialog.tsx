import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  DEFAULT_VENUE_SEATS_FORM,
  MESSAGES,
  venueFormSchema,
  type PublicVenue,
  type VenueFormInput,
  type VenueFormValues,
} from '@robo/domain';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { ApiError } from '../../../../api/base-query';
import { useToast } from '../../../../components/toast';
import { useAddVenueMutation, useUpdateVenueMutation, type VenueBody } from '../../api/venues';
import { failureText } from '../../lib/server-message';
import { DialogError } from '../DialogError';

function initialValues(venue?: PublicVenue): VenueFormInput {
  if (!venue) {
    return { name: '', displayName: '', city: '', address: '', dateTime: '', maxSeats: DEFAULT_VENUE_SEATS_FORM, isActive: true };
  }
  const { name, displayName, city, address, dateTime, maxSeats, isActive } = venue;
  return { name, displayName, city, address, dateTime, maxSeats, isActive };
}

/** Add a venue, or edit `venue`. Closes itself after a successful save. */
export function VenueFormDialog({ venue, onClose }: { venue?: PublicVenue; onClose: () => void }) {
  const titleId = useId();
  const { toast } = useToast();
  const [addVenue, adding] = useAddVenueMutation();
  const [updateVenue, updating] = useUpdateVenueMutation();
  const busy = adding.isLoading || updating.isLoading;
  const [failed, setFailed] = useState<string>();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<VenueFormInput, unknown, VenueFormValues>({
    resolver: zodResolver(venueFormSchema),
    defaultValues: initialValues(venue),
  });

  const onValid = async ({ bookedSeats: _managedByServer, ...body }: VenueFormValues) => {
    const failure = venue ? MESSAGES.venueUpdateFailed : MESSAGES.venueAddFailed;
    try {
      if (venue) await updateVenue({ id: venue.id, body: body satisfies VenueBody }).unwrap();
      else await addVenue(body).unwrap();
      toast({ title: venue ? MESSAGES.venueUpdated : MESSAGES.venueAdded, severity: 'success' });
      onClose();
    } catch (error) {
      const description = failureText(error as ApiError, failure);
      setFailed(description);
      toast({ title: MESSAGES.errorTitle, description, severity: 'error' });
    }
  };

  const text = (name: 'name' | 'displayName' | 'city' | 'address' | 'dateTime', label: string, helper?: string) => (
    <TextField
      {...register(name)}
      label={label}
      required
      fullWidth
      error={Boolean(errors[name])}
      helperText={errors[name]?.message ?? helper}
    />
  );

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={handleSubmit(onValid)}>
        <DialogTitle id={titleId}>{venue ? `Edit ${venue.displayName}` : 'Add Venue'}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <DialogError message={failed} />
          {text('name', 'Venue name', 'A short identifier, e.g. pune-baner')}
          {text('displayName', 'Display name')}
          {text('city', 'City')}
          {text('address', 'Address')}
          {text('dateTime', 'Date and time', 'As parents should read it, e.g. Sun, 14 Sep 2025, 10:00 AM')}
          <TextField
            {...register('maxSeats', { valueAsNumber: true })}
            type="number"
            label="Max seats"
            required
            slotProps={{ htmlInput: { min: 1, step: 1 } }}
            error={Boolean(errors.maxSeats)}
            helperText={errors.maxSeats?.message}
          />
          <Controller
            control={control}
            name="isActive"
            render={({ field }) => (
              <FormControlLabel
                label="Active (shown to parents)"
                control={<Switch checked={field.value ?? true} onChange={(_e, checked) => field.onChange(checked)} />}
              />
            )}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Saving...' : venue ? 'Save Changes' : 'Add Venue'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
