import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { cardImageUrl, type CatalogProduct } from '@robo/domain';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router';
import { DiscountBadge, PriceTag, StockBadge } from '../../../components/product-badges';
import { useT } from '../../../i18n/useT';
import type { ViewMode } from '../lib/catalog-filters';
import { ProductImage } from './ProductImage';

interface ProductCardProps {
  product: CatalogProduct;
  view: ViewMode;
  eager?: boolean;
}

/**
 * Memoised: the store page renders again after hydration (its queries start) and when live stock
 * arrives, and a dozen MUI cards are most of its rendering work; a card renders only when its product changes.
 */
export const ProductCard = memo(function ProductCard({ product, view, eager }: ProductCardProps) {
  const { t } = useT();
  const to = `/product/${product.slug}`;
  const list = view === 'list';
  return (
    <Card
      component="article"
      variant="outlined"
      sx={{
        display: 'flex',
        flexDirection: list ? { xs: 'column', sm: 'row' } : 'column',
        height: '100%',
        // Cards off screen are laid out and painted only as they scroll near: the first page is long on a phone.
        contentVisibility: 'auto',
        containIntrinsicSize: 'auto 520px',
      }}
    >
      <Box sx={{ position: 'relative', flexShrink: 0, width: list ? { xs: '100%', sm: 220 } : '100%' }}>
        <ProductImage
          src={cardImageUrl(product.thumbnail || product.images[0] || '')}
          alt={product.name}
          eager={eager}
        />
        <Box
          sx={{
            position: 'absolute',
            top: 8,
            left: 8,
            right: 8,
            display: 'flex',
            justifyContent: 'space-between',
            gap: 1,
          }}
        >
          <DiscountBadge price={product.price} originalPrice={product.originalPrice} />
          <Box sx={{ ml: 'auto' }}>
            <StockBadge inventory={product.inventory} />
          </Box>
        </Box>
      </Box>
      <Box sx={{ p: 2, flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography component="h2" variant="h6" sx={{ fontSize: '1.05rem', lineHeight: 1.3 }}>
          <Link component={RouterLink} to={to} color="inherit">
            {product.name}
          </Link>
        </Typography>
        <Typography
          variant="body2"
          sx={{
            color: 'text.secondary',
            display: '-webkit-box',
            WebkitLineClamp: list ? 3 : 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {product.description}
        </Typography>
        <PriceTag price={product.price} originalPrice={product.originalPrice} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('store.card.categoryAndSku', { category: product.category, sku: product.sku })}
        </Typography>
        <Box sx={{ mt: 'auto', pt: 1 }}>
          {product.inventory > 0 ? (
            <Button
              component={RouterLink}
              to={to}
              variant="contained"
              fullWidth
              aria-label={t('store.card.viewDetailsOf', { name: product.name })}
            >
              {t('store.card.viewDetails')}
            </Button>
          ) : (
            <Button variant="outlined" fullWidth disabled>
              {t('store.card.outOfStock')}
            </Button>
          )}
        </Box>
      </Box>
    </Card>
  );
});
