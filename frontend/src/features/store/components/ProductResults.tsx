import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { MESSAGES, type CatalogProduct } from '@robo/domain';
import { useState } from 'react';
import { translateMessage } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import type { ViewMode } from '../lib/catalog-filters';
import { STORE_PAGE_SIZE } from '../lib/store-first-page';
import { ProductCard } from './ProductCard';

export const SKELETON_COUNT = 6;
/** Cards in the first rows: their pictures load at once. */
const EAGER_IMAGES = 4;

const gridSx = (view: ViewMode) => ({
  display: 'grid',
  gap: 3,
  gridTemplateColumns: view === 'list' ? '1fr' : { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
});

type ProductResultsProps =
  | { state: 'loading'; view: ViewMode }
  | { state: 'error'; view: ViewMode; onRetry: () => void }
  | {
      state: 'ready';
      view: ViewMode;
      products: CatalogProduct[];
      /** How many match, when more match than `products` holds yet (the server's first page). */
      total?: number;
      /** Called on "Show more products" (the store then fetches the rest). */
      onMore?: () => void;
      onClearFilters: () => void;
    };

/** The listing with its loading, error and empty states; a new list (key) starts again at its first page. */
export function ProductResults(props: ProductResultsProps) {
  const { view } = props;
  const { t } = useT();
  if (props.state === 'loading') {
    return (
      <Box role="status" aria-label={t('store.loading')} sx={gridSx(view)}>
        {Array.from({ length: SKELETON_COUNT }, (_, i) => (
          <Card key={i} variant="outlined" data-testid="product-skeleton" sx={{ p: 2 }}>
            <Skeleton variant="rectangular" sx={{ aspectRatio: '1 / 1', height: 'auto', mb: 2 }} />
            <Skeleton width="70%" />
            <Skeleton width="90%" />
            <Skeleton width="40%" />
          </Card>
        ))}
      </Box>
    );
  }
  if (props.state === 'error') {
    return (
      <Paper variant="outlined" role="alert" sx={{ p: 4, textAlign: 'center' }}>
        <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
          {translateMessage(t, MESSAGES.productsLoadFailed)}
        </Typography>
        <Button variant="contained" onClick={props.onRetry}>
          {t('store.retry')}
        </Button>
      </Paper>
    );
  }
  if (props.products.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
          {translateMessage(t, MESSAGES.noProductsFound)}
        </Typography>
        <Button variant="contained" onClick={props.onClearFilters}>
          {t('store.empty.clear')}
        </Button>
      </Paper>
    );
  }
  return <ProductPages products={props.products} total={props.total} onMore={props.onMore} view={view} />;
}

/** The cards a page at a time: thousands at once would stall a phone (bench/RESULTS.md, 5,000 products). */
function ProductPages({
  products,
  total = products.length,
  onMore,
  view,
}: {
  products: CatalogProduct[];
  total?: number;
  onMore?: () => void;
  view: ViewMode;
}) {
  const { t } = useT();
  const [limit, setLimit] = useState(STORE_PAGE_SIZE);
  return (
    <>
      <Box sx={gridSx(view)}>
        {products.slice(0, limit).map((product, index) => (
          <ProductCard key={product.id} product={product} view={view} eager={index < EAGER_IMAGES} />
        ))}
      </Box>
      {total > limit && (
        <Box sx={{ mt: 4, textAlign: 'center' }}>
          <Button
            variant="outlined"
            onClick={() => {
              setLimit(limit + STORE_PAGE_SIZE);
              onMore?.();
            }}
          >
            {t('store.showMore')}
          </Button>
        </Box>
      )}
    </>
  );
}
