import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatPaise } from '@robo/domain';
import { Trans } from '@lingui/react';
import { useState } from 'react';
import { DetailList } from '../../../components/DetailList';
import { WhatsappConfirmButton, type ConfirmedOrder } from '../../../components/whatsapp';
import { useT } from '../../../i18n/useT';

interface PaymentSuccessDialogProps {
  order: ConfirmedOrder | null;
  onClose: () => void;
}

/** Opens from the page state after a verified payment: the order, a copy button and WhatsApp. */
export function PaymentSuccessDialog({ order, onClose }: PaymentSuccessDialogProps) {
  const { t } = useT();
  const [copied, setCopied] = useState(false);
  if (!order) return null;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(order.orderId);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  const rows: Array<[string, string]> = [
    [t('order.row.product'), order.productName],
    [t('order.row.sku'), order.sku],
    [t('order.row.quantity'), String(order.qty)],
    [t('order.row.amount'), formatPaise(order.amountInPaise)],
  ];

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="payment-success-title">
      <DialogTitle id="payment-success-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CheckCircleIcon color="success" aria-hidden /> {t('product.paid.title')}
      </DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
          <Typography>
            <Trans id="product.paid.orderId" values={{ orderId: order.orderId }} components={{ 0: <strong /> }} />
          </Typography>
          <Tooltip title={copied ? t('product.paid.copied') : t('product.paid.copy')}>
            <IconButton
              size="small"
              aria-label={copied ? t('product.paid.orderIdCopied') : t('product.paid.copy')}
              onClick={() => void copy()}
            >
              <ContentCopyIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
        <DetailList rows={rows} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <WhatsappConfirmButton order={order} />
        <Button onClick={onClose}>{t('product.paid.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
