import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatPaise, MESSAGES } from '@robo/domain';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useToast } from '../../../components/toast';
import { WhatsappConfirmButton } from '../../../components/whatsapp';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { NEXT_STEPS, ORDER_STATUS_TEXT, orderStatusKind, PENDING_NOTE, type OrderStatusKind } from '../lib/order-status';
import { OrderActions } from './OrderActions';
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

/** Without an order id or a status there is nothing to show: say so and go home after 2 seconds. */
function InvalidAccess() {
  const { toast } = useToast();
  const navigate = useNavigate();
  useEffect(() => {
    toast({ title: MESSAGES.invalidAccess, severity: 'error' });
    const timer = setTimeout(() => navigate('/', { replace: true }), INVALID_ACCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [toast, navigate]);
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h1">{MESSAGES.invalidAccess}</Typography>
      <Typography sx={{ mt: 2, color: 'text.secondary' }}>Taking you to the home page...</Typography>
    </Container>
  );
}

/** /thank-you?status=...&order_id=...&product_name=...&sku=...&quantity=...&amount=... (SPEC 2). */
export default function OrderStatusPage() {
  const [query] = useSearchParams();
  const status = query.get('status');
  const orderId = query.get('order_id');
  const kind = orderStatusKind(status);
  const { title, label } = ORDER_STATUS_TEXT[kind];
  useDocumentTitle(`${title} | RoboLeague Store`);
  if (!status && !orderId) return <InvalidAccess />;

  const productName = query.get('product_name') ?? '';
  const sku = query.get('sku') ?? '';
  const qty = Number(query.get('quantity')) || 1;
  const amount = Number(query.get('amount'));
  const rows: Array<[string, string]> = [
    ['Order ID', orderId ?? '—'],
    ['Product', productName || '—'],
    ['SKU', sku || '—'],
    ['Quantity', String(qty)],
    ['Amount', Number.isFinite(amount) && amount > 0 ? formatPaise(amount) : '—'],
  ];
  const Icon = ICONS[kind];

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', display: 'flex', flexDirection: 'column', gap: 3 }}>
        <Box>
          <Icon aria-hidden sx={{ fontSize: 64, color: CHIP_STYLES[kind].bgcolor }} />
          <Typography variant="h1" sx={{ mt: 1 }}>
            {title}
          </Typography>
          <Chip label={label} sx={{ mt: 1.5, fontWeight: 700, ...CHIP_STYLES[kind] }} />
        </Box>

        {kind === 'pending' && <Alert severity="warning">{PENDING_NOTE}</Alert>}
        <OrderSummary rows={rows} />

        {kind === 'success' && (
          <>
            <Box sx={{ textAlign: 'left' }}>
              <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
                What happens next
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 3 }}>
                {NEXT_STEPS.map((step) => (
                  <Typography component="li" key={step} sx={{ mb: 0.5 }}>
                    {step}
                  </Typography>
                ))}
              </Box>
            </Box>
            {orderId && <WhatsappConfirmButton order={{ orderId, productName, sku, qty, amountInPaise: amount || 0 }} />}
          </>
        )}
        {kind === 'failed' && (
          <Button component={RouterLink} to="/contact" variant="contained" color="error">
            Contact Support
          </Button>
        )}
        <OrderActions />
      </Paper>
    </Container>
  );
}
