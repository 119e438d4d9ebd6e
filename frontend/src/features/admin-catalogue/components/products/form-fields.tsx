import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { FormTextField, type FormTextFieldProps } from '../../../../components/form/FormTextField';
import { Controller, useFormContext, type FieldError } from 'react-hook-form';
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
  ...props
}: { name: TextFieldName } & Omit<FormTextFieldProps<ProductFormValues>, 'name' | 'control'>) {
  const { control } = useFormContext<ProductFormValues>();
  return <FormTextField control={control} name={name} {...props} />;
}

/** A whole-number field: typed as text, parsed when the product is saved. */
export function ProductNumberField(
  props: { name: TextFieldName } & Omit<FormTextFieldProps<ProductFormValues>, 'name' | 'control'>,
) {
  return (
    <ProductTextField type="number" slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }} {...props} />
  );
}

export function ProductSwitch({ name, label }: { name: 'isActive' | 'taxIncluded'; label: string }) {
  const { control } = useFormContext<ProductFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={<Switch checked={field.value} onChange={(_e, checked) => field.onChange(checked)} />}
        />
      )}
    />
  );
}
