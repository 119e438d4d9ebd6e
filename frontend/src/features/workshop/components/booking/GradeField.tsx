import TextField from '@mui/material/TextField';
import { GRADE_GROUPS, type RegistrationFormInput } from '@robo/domain';
import { type Control, Controller } from 'react-hook-form';
import { blurAfterChange } from '../../../../hooks/blur-after-change';
import { gradeGroupLabel } from '../../../../i18n/grade-groups';
import { translateMessage } from '../../../../i18n/messages';
import { useT } from '../../../../i18n/useT';

export function GradeField({ control }: { control: Control<RegistrationFormInput> }) {
  const { t } = useT();
  return (
    <Controller
      name="gradeGroup"
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          label={t('booking.field.gradeGroup')}
          name={field.name}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={blurAfterChange(field, fieldState)}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message && translateMessage(t, fieldState.error.message)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="" disabled>
            {t('workshop.form.gradeGroupPrompt')}
          </option>
          {GRADE_GROUPS.map((group) => (
            <option key={group} value={group}>
              {gradeGroupLabel(t, group)}
            </option>
          ))}
        </TextField>
      )}
    />
  );
}
