import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { blurAfterChange } from '../../hooks/blur-after-change';
import { translateMessage } from '../../i18n/messages';
import { useT } from '../../i18n/useT';

export interface FormTextFieldProps<T extends FieldValues> extends Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> {
  name: FieldPath<T>;
  // The form's output type does not matter to a text input.
  // oxlint-disable-next-line typescript/no-explicit-any
  control: Control<T, any, any>;
  /** Applied to every keystroke: capitalisation, digits only... */
  transform?: (value: string) => string;
  /** Told each new text after the form has it (e.g. to fill another field from this one). */
  onTextChange?: (text: string) => void;
  /** The field holds a number (as react-hook-form's valueAsNumber: an empty or bad entry is NaN). */
  numeric?: boolean;
}

const shown = (value: unknown) =>
  typeof value === 'number' ? (Number.isNaN(value) ? '' : String(value)) : ((value as string | undefined) ?? '');

/**
 * The one text input bound to a react-hook-form form: shows the field's first validation message
 * (or `helperText`), and validates on blur only once the field was changed (blur-after-change.ts).
 */
export function FormTextField<T extends FieldValues>({
  name,
  control,
  transform,
  numeric,
  onTextChange,
  helperText,
  ...props
}: FormTextFieldProps<T>) {
  const { t } = useT();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          fullWidth
          type={numeric ? 'number' : undefined}
          {...props}
          name={field.name}
          value={shown(field.value)}
          onChange={(event) => {
            const text = transform ? transform(event.target.value) : event.target.value;
            field.onChange(numeric ? (text.trim() === '' ? Number.NaN : Number(text)) : text);
            onTextChange?.(text);
          }}
          onBlur={blurAfterChange(field, fieldState)}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ? translateMessage(t, fieldState.error.message) : helperText}
        />
      )}
    />
  );
}
