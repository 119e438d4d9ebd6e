import Box from '@mui/material/Box';
import { BASE_TICKET_PAISE, formatPaise, REGULAR_TICKET_PAISE } from '@robo/domain';
import { VisuallyHidden } from '../../../../components/VisuallyHidden';

/** "₹349 ₹1,999": the Super Early Bird price beside the crossed-out regular price. */
export function EarlyBirdPrice({ size = '2rem' }: { size?: string }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap' }}>
      <Box component="strong" sx={{ fontSize: size, fontWeight: 800 }}>
        {formatPaise(BASE_TICKET_PAISE)}
      </Box>
      <Box component="span" sx={{ fontSize: '1.1rem' }}>
        <VisuallyHidden>instead of the regular price of </VisuallyHidden>
        <del>{formatPaise(REGULAR_TICKET_PAISE)}</del>
      </Box>
    </Box>
  );
}
