import Chip, { type ChipProps } from '@mui/material/Chip';
import { discountPercent, type Rupees } from '@robo/domain';
import { useT } from '../../i18n/useT';

/** '{n}% OFF' against the list price; nothing when there is no discount. */
export function DiscountBadge({
  price,
  originalPrice,
  size = 'small',
}: {
  price: Rupees;
  originalPrice: Rupees | null;
  size?: ChipProps['size'];
}) {
  const { t } = useT();
  const percent = discountPercent(price, originalPrice);
  if (percent <= 0) return null;
  return (
    <Chip
      size={size}
      label={t('store.discount', { percent })}
      sx={{ bgcolor: '#b71c1c', color: '#fff', fontWeight: 700 }}
    />
  );
}
