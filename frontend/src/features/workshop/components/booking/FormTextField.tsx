import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { RegistrationFormInput } from '@robo/domain';
import { type Control, Controller } from 'react-hook-form';
import { blurAfterChange } from '../../../../hooks/blur-after-change';

type TextFieldName = 'parentName' | 'mobileNumber' | 'email' | 'childName' | 'schoolName' | 'buyerGstin';

interface FormTextFieldProps extends Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> {
  name: TextFieldName;
  control: Control<RegistrationFormInput>;
  /** Applied to every keystroke: capitalisation, digits only... */
  transform?: (value: string) => string;
}

/** A registration text input bound to the form, showing the field's validation message. */
export function FormTextField({ name, control, transform, helperText, ...props }: FormTextFieldProps) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          fullWidth
          {...props}
          name={field.name}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(transform ? transform(event.target.value) : event.target.value)}
          onBlur={blurAfterChange(field, fieldState)}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
