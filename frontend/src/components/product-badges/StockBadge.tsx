import Chip, { type ChipProps } from '@mui/material/Chip';
import { STOREFRONT_LOW_STOCK, stockStatus, type StockStatus } from '@robo/domain';
import { useT } from '../../i18n/useT';

// Colours with at least 4.5:1 contrast for the label text.
const STYLES: Record<StockStatus, { bgcolor: string; color: string }> = {
  out: { bgcolor: '#b71c1c', color: '#ffffff' },
  low: { bgcolor: '#ffe0b2', color: '#5d3a00' },
  in: { bgcolor: '#1b5e20', color: '#ffffff' },
};
/** The labels of STOREFRONT_STOCK_LABELS (@robo/domain), in the page's language. */
const LABELS: Record<StockStatus, string> = { out: 'store.stock.out', low: 'store.stock.low', in: 'store.stock.in' };

/** The storefront's stock label (threshold 5: 'Out of stock', 'Few left', 'In stock'). */
export function StockBadge({ inventory, size = 'small' }: { inventory: number; size?: ChipProps['size'] }) {
  const { t } = useT();
  const status = stockStatus(inventory, STOREFRONT_LOW_STOCK);
  return <Chip size={size} label={t(LABELS[status])} sx={{ ...STYLES[status], fontWeight: 600 }} />;
}
