import Box from '@mui/material/Box';
import { ProductTextField } from './form-fields';

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

/** Features, box contents, shipping, warranty, return policy, tags, CTA label and WhatsApp help text. */
export function DetailsTab() {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ProductTextField name="features" label="Features" multiline minRows={3} helperText="One per line" />
      <ProductTextField name="boxContents" label="Box Contents" multiline minRows={3} helperText="One per line" />
      <Box sx={twoColumns}>
        <ProductTextField name="shipping" label="Shipping Info" required />
        <ProductTextField name="warranty" label="Warranty" required />
      </Box>
      <Box sx={twoColumns}>
        <ProductTextField name="returnPolicy" label="Return Policy" required />
        <ProductTextField name="tags" label="Tags" helperText="Separated by commas" />
      </Box>
      <Box sx={twoColumns}>
        <ProductTextField name="ctaLabel" label="CTA Button Label" helperText="Empty means 'Buy Now'" />
        <ProductTextField name="whatsappHelpText" label="WhatsApp Help Text" />
      </Box>
    </Box>
  );
}
