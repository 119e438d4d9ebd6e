import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatRupees, MESSAGES, rupees, type CatalogProduct } from '@robo/domain';
import { lazy, memo, Suspense, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useCatalogProduct } from '../../../api/catalog-api';
import { HydrateWhenNear } from '../../../components/HydrateWhenNear';
import { HydrationGate } from '../../../components/HydrationGate';
import { DiscountBadge, PriceTag, StockBadge } from '../../../components/product-badges';
import { whatsappLink, type ConfirmedOrder } from '../../../components/whatsapp';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { translateMessage } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import { useProductCheckout } from '../hooks/useProductCheckout';
import { useStructuredData } from '../hooks/useStructuredData';
import { ctaTextOf, maxPurchaseQty, orderFromStatusUrl, productImages, productPageTitle } from '../lib/product-view';
import { productStructuredData } from '../lib/structured-data';
import { PaymentSuccessDialog } from './PaymentSuccessDialog';
import { ProductGallery } from './ProductGallery';
import { ProductNotFound } from './ProductNotFound';
import { ProductInformation, ProductSections, TrustBadges } from './ProductSections';
import { QuantityStepper } from './QuantityStepper';

/** The features, specifications and trust badges below the buying panel. */
const DETAILS_ID = 'product-details';

// The buyer form (react-hook-form, zod) is fetched only when someone starts to buy.
const loadBuyerDetailsDialog = () => import('./BuyerDetailsDialog');
const BuyerDetailsDialog = lazy(() => loadBuyerDetailsDialog().then((m) => ({ default: m.BuyerDetailsDialog })));

/** What the page keeps in its history entry: the order just paid, for the success dialog. */
interface ProductPageState {
  paymentSuccess?: ConfirmedOrder;
}

function ProductLoading() {
  const { t } = useT();
  return (
    <Container maxWidth="lg" sx={{ py: 5 }}>
      <Box
        role="status"
        aria-label={t('product.loading')}
        sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
      >
        <Skeleton variant="rectangular" sx={{ aspectRatio: '1 / 1', height: 'auto', borderRadius: 2 }} />
        <Box>
          <Skeleton height={56} width="80%" />
          <Skeleton width="60%" />
          <Skeleton width="40%" />
        </Box>
      </Box>
    </Container>
  );
}

/**
 * Memoised: the page renders again when live stock arrives after hydration, and unless the stock
 * moved its product is the same object, so the whole view (its MUI tree) is not rendered again.
 */
const ProductView = memo(function ProductView({ product }: { product: CatalogProduct }) {
  const { t } = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const [qty, setQty] = useState(1);
  const [askingDetails, setAskingDetails] = useState(false);
  // Mounted from the first "Buy" on and kept, so the details survive a retry.
  const [detailsFormUsed, setDetailsFormUsed] = useState(false);
  const paidOrder = (location.state as ProductPageState | null)?.paymentSuccess ?? null;
  const showPaidOrder = (order: ConfirmedOrder | null) =>
    navigate(location.pathname, { replace: true, state: order ? { paymentSuccess: order } : null });

  const { buy, processing } = useProductCheckout({
    product,
    qty,
    onPaid: (redirectUrl) => showPaidOrder(orderFromStatusUrl(redirectUrl)),
  });

  useDocumentTitle(productPageTitle(t, product));
  // The page's address is only known in the browser (the server renders without it; the JSON-LD goes in by an effect).
  const structuredData = useMemo(
    () => (typeof window === 'undefined' ? undefined : productStructuredData(product, window.location.href)),
    [product],
  );
  useStructuredData('product-structured-data', structuredData);

  const inStock = product.inventory > 0;
  const maxQty = maxPurchaseQty(product.inventory);
  const quantity = Math.min(qty, maxQty);
  const helpText =
    product.whatsapp_help_text || t('product.whatsappQuestion', { name: product.name, sku: product.sku });
  const buyLabel = processing
    ? t('product.processing')
    : inStock
      ? t('product.buyWithPrice', {
          label: ctaTextOf(t, product),
          price: formatRupees(rupees(product.price * quantity)),
        })
      : t('product.outOfStock');

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Box sx={{ display: 'grid', gap: { xs: 3, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mb: 6 }}>
        <ProductGallery name={product.name} images={productImages(product)} />
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <StockBadge inventory={product.inventory} />
            <Chip size="small" variant="outlined" label={product.category} />
          </Box>
          <Typography variant="h1">{product.name}</Typography>
          <Typography sx={{ color: 'text.secondary' }}>{product.description}</Typography>

          <Paper variant="outlined" sx={{ p: 2, bgcolor: '#f1f8e9' }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
              <PriceTag price={product.price} originalPrice={product.originalPrice} size="large" />
              <DiscountBadge price={product.price} originalPrice={product.originalPrice} size="medium" />
            </Box>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('product.inclTaxes')}
            </Typography>
            <Typography variant="body2" sx={{ mt: 1, fontWeight: 600, color: 'primary.dark' }}>
              {t('product.launchOffer')}
            </Typography>
          </Paper>

          <ProductInformation product={product} />
          <Divider />
          <HydrationGate>
            <QuantityStepper value={quantity} max={maxQty} disabled={!inStock || processing} onChange={setQty} />
            <Button
              variant="contained"
              size="large"
              disabled={!inStock || processing}
              onPointerEnter={() => void loadBuyerDetailsDialog()}
              onFocus={() => void loadBuyerDetailsDialog()}
              onClick={() => {
                setDetailsFormUsed(true);
                setAskingDetails(true);
              }}
            >
              {buyLabel}
            </Button>
          </HydrationGate>
          <Button
            variant="outlined"
            color="success"
            size="large"
            startIcon={<WhatsAppIcon aria-hidden />}
            href={whatsappLink(helpText)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('product.whatsappHelp')}
          </Button>
        </Box>
      </Box>

      {/* Below the fold on a phone: hydrates when the reader nears it. */}
      <Box id={DETAILS_ID}>
        <Suspense>
          <HydrateWhenNear id={DETAILS_ID}>
            <Box sx={{ mb: 5 }}>
              <TrustBadges />
            </Box>
            <ProductSections product={product} />
          </HydrateWhenNear>
        </Suspense>
      </Box>

      {detailsFormUsed && (
        <Suspense fallback={null}>
          <BuyerDetailsDialog
            open={askingDetails}
            onClose={() => setAskingDetails(false)}
            onSubmit={(buyer) => {
              setAskingDetails(false);
              void buy(buyer);
            }}
          />
        </Suspense>
      )}
      <PaymentSuccessDialog order={paidOrder} onClose={() => showPaidOrder(null)} />
    </Container>
  );
});

export default function ProductPage() {
  const { t } = useT();
  const { slug } = useParams();
  const catalog = useCatalogProduct(slug);
  const { product } = catalog;

  if (catalog.isLoading) return <ProductLoading />;
  if (catalog.isError) {
    return (
      <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
        <Box role="alert">
          <Typography variant="h1" sx={{ mb: 3 }}>
            {translateMessage(t, MESSAGES.productsLoadFailed)}
          </Typography>
        </Box>
        <Button variant="contained" onClick={() => void catalog.refetch()}>
          {t('product.retry')}
        </Button>
      </Container>
    );
  }
  if (!product) return <ProductNotFound />;
  return <ProductView key={product.id} product={product} />;
}
