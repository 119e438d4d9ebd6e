import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, useFormContext, type FieldError, type RegisterOptions } from 'react-hook-form';
import type { ProductFormValues } from '../../lib/product-form';

type TextFieldName = {
  [K in keyof ProductFormValues]: ProductFormValues[K] extends string ? K : never;
}[keyof ProductFormValues];

/** The first message of a field's errors; a list field holds one error per entry. */
export function fieldErrorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as Partial<FieldError>;
  if (typeof message === 'string') return message;
  for (const [key, entry] of Object.entries(error)) {
    if (key === 'ref') continue; // the input element itself
    const message = fieldErrorMessage(entry);
    if (message) return message;
  }
  return undefined;
}

/** A text field of the product form, with its validation message under it. */
export function ProductTextField({
  name,
  rules,
  helperText,
  ...props
}: { name: TextFieldName; rules?: RegisterOptions<ProductFormValues, TextFieldName> } & Omit<TextFieldProps, 'name' | 'error' | 'onChange'>) {
  const {
    register,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const message = fieldErrorMessage(errors[name]);
  return <TextField {...register(name, rules)} fullWidth error={Boolean(message)} helperText={message ?? helperText} {...props} />;
}

/** A whole-number field: typed as text, parsed when the product is saved. */
export function ProductNumberField(props: { name: TextFieldName } & Omit<TextFieldProps, 'name' | 'error' | 'onChange'>) {
  return <ProductTextField type="number" slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }} {...props} />;
}

export function ProductSwitch({ name, label }: { name: 'isActive' | 'taxIncluded'; label: string }) {
  const { control } = useFormContext<ProductFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel label={label} control={<Switch checked={field.value} onChange={(_e, checked) => field.onChange(checked)} />} />
      )}
    />
  );
}
