import Box from '@mui/material/Box';
import { ProductNumberField, ProductSwitch, ProductTextField } from './form-fields';
import { StockSection } from './StockSection';

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

/**
 * Selling price and MRP in whole rupees, stock, low-stock threshold, HSN code and the tax switch. A new
 * product gets its starting inventory here; an existing one's stock changes only by adjustments.
 */
export function PricingTab({ productId }: { productId?: string }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={twoColumns}>
        <ProductNumberField name="price" label="Selling Price (₹)" required />
        <ProductNumberField
          name="mrp"
          label="MRP (₹)"
          required
          helperText="Shown struck through when higher than the price"
        />
      </Box>
      <Box sx={twoColumns}>
        {!productId && <ProductNumberField name="inventory" label="Inventory" />}
        <ProductNumberField name="lowStockThreshold" label="Low Stock Threshold" helperText="Empty means 10" />
      </Box>
      <Box sx={twoColumns}>
        <ProductTextField
          name="hsnCode"
          label="HSN Code"
          helperText="Printed on tax invoices (4, 6 or 8 digits)"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Box>
      <ProductSwitch name="taxIncluded" label="Price includes tax" />
      {productId && <StockSection productId={productId} />}
    </Box>
  );
}
