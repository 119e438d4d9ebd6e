import Box from '@mui/material/Box';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { formatRupees, type Rupees } from '@robo/domain';
import { useT } from '../../i18n/useT';
import { VisuallyHidden } from '../VisuallyHidden';

interface PriceTagProps {
  /** Whole rupees, as in the catalogue. */
  price: Rupees;
  originalPrice: Rupees | null;
  size?: 'medium' | 'large';
}

/** The price, and the list price struck through when it is higher. */
export function PriceTag({ price, originalPrice, size = 'medium' }: PriceTagProps) {
  const { t } = useT();
  const variant: TypographyProps['variant'] = size === 'large' ? 'h4' : 'h6';
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
      <Typography component="span" variant={variant} sx={{ fontWeight: 700, color: 'text.primary' }}>
        {formatRupees(price)}
      </Typography>
      {originalPrice != null && originalPrice > price && (
        <Typography
          component="s"
          variant={size === 'large' ? 'h6' : 'body2'}
          sx={{ color: 'text.secondary', fontWeight: 400 }}
        >
          <VisuallyHidden>{t('store.originalPrice')}</VisuallyHidden>
          {formatRupees(originalPrice)}
        </Typography>
      )}
    </Box>
  );
}
