import Box from '@mui/material/Box';
import { formatPaise, type EditionPrices } from '@robo/domain';
import { VisuallyHidden } from '../../../../components/VisuallyHidden';
import { useT } from '../../../../i18n/useT';

/** "₹349 ₹1,999": the Super Early Bird price beside the crossed-out regular price. */
export function EarlyBirdPrice({ prices, size = '2rem' }: { prices: EditionPrices; size?: string }) {
  const { t } = useT();
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap' }}>
      <Box component="strong" sx={{ fontSize: size, fontWeight: 800 }}>
        {formatPaise(prices.ticketPrice)}
      </Box>
      <Box component="span" sx={{ fontSize: '1.1rem' }}>
        <VisuallyHidden>{t('workshop.price.insteadOf')} </VisuallyHidden>
        <del>{formatPaise(prices.regularPrice)}</del>
      </Box>
    </Box>
  );
}
