import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatPaise, MESSAGES } from '@robo/domain';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useToast } from '../../../components/toast';
import { WhatsappConfirmButton } from '../../../components/whatsapp';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { translateMessage } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import { useGetOrderDetailsQuery } from '../api/orders-api';
import {
  NEXT_STEPS,
  ORDER_STATUS_TEXT,
  orderStatusKind,
  paymentStatusKind,
  type OrderStatusKind,
} from '../lib/order-status';
import { OrderActions } from './OrderActions';
import { OrderNotFound } from './OrderNotFound';
import { OrderSummary } from './OrderSummary';

export const INVALID_ACCESS_REDIRECT_MS = 2000;

const ICONS: Record<OrderStatusKind, typeof CheckCircleIcon> = {
  success: CheckCircleIcon,
  pending: HourglassTopIcon,
  failed: ErrorOutlineIcon,
};
const CHIP_STYLES: Record<OrderStatusKind, { bgcolor: string; color: string }> = {
  success: { bgcolor: '#1b5e20', color: '#ffffff' },
  pending: { bgcolor: '#ffe0b2', color: '#5d3a00' },
  failed: { bgcolor: '#b71c1c', color: '#ffffff' },
};

/** Without an order id there is nothing to show: say so and go home after 2 seconds. */
function InvalidAccess() {
  const { toast } = useToast();
  const navigate = useNavigate();
  const { t } = useT();
  useEffect(() => {
    toast({ title: translateMessage(t, MESSAGES.invalidAccess), severity: 'error' });
    const timer = setTimeout(() => navigate('/', { replace: true }), INVALID_ACCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [toast, navigate, t]);
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h1">{translateMessage(t, MESSAGES.invalidAccess)}</Typography>
      <Typography sx={{ mt: 2, color: 'text.secondary' }}>{t('order.invalidAccess.redirecting')}</Typography>
    </Container>
  );
}

/**
 * /thank-you?status=...&order_id=...&product_name=...&sku=...&quantity=...&amount=... (spec §2).
 * The order is loaded from the server by `order_id`; what it shows (status, product, quantity,
 * amount) is the server's, so a crafted link cannot confirm anything. The query's status only
 * picks the face shown while the order loads.
 */
export default function OrderStatusPage() {
  const { t } = useT();
  const [query] = useSearchParams();
  const orderId = query.get('order_id');
  const { data: order, isError } = useGetOrderDetailsQuery(orderId ?? '', { skip: !orderId });
  const kind = order ? paymentStatusKind(order.paymentStatus) : orderStatusKind(query.get('status'));
  const title = t(ORDER_STATUS_TEXT[kind].title);
  const label = t(ORDER_STATUS_TEXT[kind].label);
  useDocumentTitle(t('order.pageTitle', { title: isError ? translateMessage(t, MESSAGES.orderNotFound) : title }));
  if (!orderId) return <InvalidAccess />;
  if (isError) return <OrderNotFound />;

  const rows: Array<[string, string]> | null = order
    ? [
        [t('order.row.orderId'), order.orderId],
        [t('order.row.product'), order.productName],
        [t('order.row.sku'), order.productSku],
        [t('order.row.quantity'), String(order.quantity)],
        [t('order.row.amount'), formatPaise(order.totalAmount)],
      ]
    : null;
  const Icon = ICONS[kind];

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', display: 'flex', flexDirection: 'column', gap: 3 }}
      >
        <Box>
          <Icon aria-hidden sx={{ fontSize: 64, color: CHIP_STYLES[kind].bgcolor }} />
          <Typography variant="h1" sx={{ mt: 1 }}>
            {title}
          </Typography>
          <Chip label={label} sx={{ mt: 1.5, fontWeight: 700, ...CHIP_STYLES[kind] }} />
        </Box>

        {kind === 'pending' && <Alert severity="warning">{t('order.status.pending.note')}</Alert>}
        {rows ? (
          <OrderSummary rows={rows} />
        ) : (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2 }}>
            <CircularProgress size={24} aria-hidden />
            <Typography>{t('order.loading')}</Typography>
          </Box>
        )}

        {kind === 'success' && (
          <>
            <Box sx={{ textAlign: 'left' }}>
              <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
                {t('order.nextSteps')}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 3 }}>
                {NEXT_STEPS.map((step) => (
                  <Typography component="li" key={step} sx={{ mb: 0.5 }}>
                    {t(step)}
                  </Typography>
                ))}
              </Box>
            </Box>
            {order && (
              <WhatsappConfirmButton
                order={{
                  orderId: order.orderId,
                  productName: order.productName,
                  sku: order.productSku,
                  qty: order.quantity,
                  amountInPaise: order.totalAmount,
                }}
              />
            )}
          </>
        )}
        {kind === 'failed' && (
          <Button component={RouterLink} to="/contact" variant="contained" color="error">
            {t('order.contactSupport')}
          </Button>
        )}
        <OrderActions />
      </Paper>
    </Container>
  );
}
