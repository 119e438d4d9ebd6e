import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { couponUsagePercent, type AdminCoupon } from '@robo/domain';

/** Uses against the limit, as a bar that stops at 100 percent. */
export function CouponUsage({ coupon }: { coupon: Pick<AdminCoupon, 'code' | 'usedCount' | 'usageLimit'> }) {
  return (
    <Box sx={{ minWidth: 140 }}>
      <LinearProgress
        variant="determinate"
        value={couponUsagePercent(coupon.usedCount, coupon.usageLimit)}
        aria-label={`Usage of ${coupon.code}`}
        sx={{ height: 8, borderRadius: 4, mb: 0.5 }}
      />
      <Typography variant="body2" color="text.secondary">
        {coupon.usedCount} / {coupon.usageLimit} used
      </Typography>
    </Box>
  );
}
