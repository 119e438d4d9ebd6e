import Box from '@mui/material/Box';
import { PRODUCT_CATEGORIES } from '@robo/domain';
import { useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { nextSlug, type ProductFormValues } from '../../lib/product-form';
import { ProductSwitch, ProductTextField } from './form-fields';

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

/** Product ID, SKU, name, short name, URL slug, category, age range, summary and the active switch. */
export function BasicInfoTab({ creating }: { creating: boolean }) {
  const { getValues, setValue } = useFormContext<ProductFormValues>();
  const previousName = useRef(getValues('name'));
  const fillSlug = (name: string) => {
    const slug = nextSlug(getValues('slug'), previousName.current, name, creating);
    if (slug !== getValues('slug')) setValue('slug', slug);
    previousName.current = name;
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={twoColumns}>
        <ProductTextField
          name="id"
          label="Product ID"
          required
          slotProps={{ htmlInput: { readOnly: !creating } }}
          helperText={creating ? 'A permanent identifier, e.g. rk-line-follower' : 'The product ID cannot be changed'}
        />
        <ProductTextField name="sku" label="SKU" required />
      </Box>
      <ProductTextField name="name" label="Product Name" required onTextChange={fillSlug} />
      <Box sx={twoColumns}>
        <ProductTextField name="shortName" label="Short Name (optional)" />
        <ProductTextField name="slug" label="URL Slug" required helperText="Lowercase letters, numbers and hyphens" />
      </Box>
      <Box sx={twoColumns}>
        <ProductTextField
          name="category"
          label="Category"
          required
          select
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">Select a category</option>
          {PRODUCT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </ProductTextField>
        <ProductTextField name="ageRange" label="Age Range" required helperText="e.g. 8-14 years" />
      </Box>
      <ProductTextField
        name="summary"
        label="Summary"
        required
        multiline
        minRows={3}
        helperText="10 to 500 characters"
      />
      <ProductSwitch name="isActive" label="Active (shown in the store)" />
    </Box>
  );
}
