import TextField from '@mui/material/TextField';
import { GRADE_GROUP_LABELS, GRADE_GROUPS, type RegistrationFormInput } from '@robo/domain';
import { type Control, Controller } from 'react-hook-form';
import { blurAfterChange } from '../../../../hooks/blur-after-change';

export function GradeField({ control }: { control: Control<RegistrationFormInput> }) {
  return (
    <Controller
      name="gradeGroup"
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          label="Grade group"
          name={field.name}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={blurAfterChange(field, fieldState)}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="" disabled>
            Select the child&apos;s grade group
          </option>
          {GRADE_GROUPS.map((group) => (
            <option key={group} value={group}>
              {GRADE_GROUP_LABELS[group]}
            </option>
          ))}
        </TextField>
      )}
    />
  );
}
