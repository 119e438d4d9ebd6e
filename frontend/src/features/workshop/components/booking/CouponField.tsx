import { Trans } from '@lingui/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { translateMessage } from '../../../../i18n/messages';
import { useT } from '../../../../i18n/useT';
import { couponOffText, type CouponCheckContext, type CouponState } from '../../hooks/useCoupon';

/**
 * Coupon entry with Apply; once a coupon is applied, its code with Remove, or why it does not apply
 * to the booking as it now stands (`problem`: the form then prices without it).
 */
export function CouponField({
  coupon,
  booking,
  problem,
}: {
  coupon: CouponState;
  booking: CouponCheckContext;
  problem: string | null;
}) {
  const { t } = useT();
  if (coupon.applied) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography>
          <Trans
            id="workshop.coupon.applied"
            values={{ code: coupon.applied.code, off: couponOffText(t, coupon.applied) }}
            components={{ 0: <strong /> }}
          />
        </Typography>
        <Button variant="outlined" onClick={coupon.remove}>
          {t('workshop.coupon.remove')}
        </Button>
        {problem && (
          <Typography role="alert" color="error" sx={{ flexBasis: '100%' }}>
            {translateMessage(t, problem)}
          </Typography>
        )}
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2 }}>
      <TextField
        label={t('workshop.coupon.label')}
        name="coupon"
        value={coupon.input}
        onChange={(event) => coupon.edit(event.target.value)}
        onKeyDown={(event) => {
          // Enter applies the coupon instead of submitting the registration.
          if (event.key === 'Enter') {
            event.preventDefault();
            void coupon.apply(booking);
          }
        }}
        error={Boolean(coupon.error)}
        helperText={coupon.error ? translateMessage(t, coupon.error) : undefined}
        slotProps={{ htmlInput: { autoCapitalize: 'characters', autoComplete: 'off' } }}
        sx={{ flex: 1 }}
      />
      <Button
        variant="outlined"
        onClick={() => void coupon.apply(booking)}
        disabled={coupon.validating}
        sx={{ mt: 1, minHeight: 40 }}
      >
        {t('workshop.coupon.apply')}
      </Button>
    </Box>
  );
}
