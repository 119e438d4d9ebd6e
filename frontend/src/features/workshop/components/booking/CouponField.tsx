import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatPaise } from '@robo/domain';
import type { CouponState } from '../../hooks/useCoupon';

/** Coupon entry with Apply; once a coupon is applied, its code with Remove. */
export function CouponField({ coupon }: { coupon: CouponState }) {
  if (coupon.applied) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography>
          Coupon <strong>{coupon.applied.code}</strong> applied: {formatPaise(coupon.applied.discountAmount)} off
        </Typography>
        <Button variant="outlined" onClick={coupon.remove}>
          Remove
        </Button>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2 }}>
      <TextField
        label="Coupon code (optional)"
        name="coupon"
        value={coupon.input}
        onChange={(event) => coupon.edit(event.target.value)}
        onKeyDown={(event) => {
          // Enter applies the coupon instead of submitting the registration.
          if (event.key === 'Enter') {
            event.preventDefault();
            void coupon.apply();
          }
        }}
        error={Boolean(coupon.error)}
        helperText={coupon.error ?? undefined}
        slotProps={{ htmlInput: { autoCapitalize: 'characters', autoComplete: 'off' } }}
        sx={{ flex: 1 }}
      />
      <Button
        variant="outlined"
        onClick={() => void coupon.apply()}
        disabled={coupon.validating}
        sx={{ mt: 1, minHeight: 40 }}
      >
        Apply
      </Button>
    </Box>
  );
}
