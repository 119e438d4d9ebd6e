import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

/** The `isActive` switch of an admin form (on unless the form says otherwise). */
export function ActiveSwitch<T extends FieldValues & { isActive?: boolean }, U extends FieldValues>({
  control,
  label,
}: {
  control: Control<T, unknown, U>;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={'isActive' as Path<T>}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={<Switch checked={field.value ?? true} onChange={(_e, checked) => field.onChange(checked)} />}
        />
      )}
    />
  );
}
