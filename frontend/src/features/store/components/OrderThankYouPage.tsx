import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDayTime, formatPaise, MESSAGES, type Language, type OrderDetails } from '@robo/domain';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { WhatsappConfirmButton } from '../../../components/whatsapp';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { translateMessage } from '../../../i18n/messages';
import { useT, type Translate } from '../../../i18n/useT';
import { InvoiceDownloadButton } from '../../../components/InvoiceDownloadButton';
import { MaskedRecordNote } from '../../../components/MaskedRecordNote';
import { useGetOrderDetailsQuery } from '../api/orders-api';
import { OrderActions } from './OrderActions';
import { OrderNotFound } from './OrderNotFound';
import { OrderSummary } from './OrderSummary';

/** The label of each payment status (spec §3: 'Completed' when absent). */
const PAYMENT_STATUS_KEYS: Record<NonNullable<OrderDetails['paymentStatus']>, string> = {
  pending: 'order.paymentStatus.pending',
  completed: 'order.paymentStatus.completed',
  failed: 'order.paymentStatus.failed',
  refunded: 'order.paymentStatus.refunded',
};
/** The label of each order status (spec §3: 'Processing' when absent or pending). */
const ORDER_STATUS_KEYS: Record<NonNullable<OrderDetails['orderStatus']>, string> = {
  pending: 'order.orderStatus.processing',
  confirmed: 'order.orderStatus.confirmed',
  shipped: 'order.orderStatus.shipped',
  delivered: 'order.orderStatus.delivered',
  cancelled: 'order.orderStatus.cancelled',
};

function orderRows(order: OrderDetails, t: Translate, language: Language): Array<[string, string]> {
  return [
    [t('order.row.orderId'), order.orderId],
    [t('order.row.product'), order.productName],
    [t('order.row.sku'), order.productSku],
    [t('order.row.quantity'), String(order.quantity)],
    [t('order.row.unitPrice'), formatPaise(order.unitPrice)],
    [t('order.row.totalAmount'), formatPaise(order.totalAmount)],
    [t('order.row.paymentStatus'), t(PAYMENT_STATUS_KEYS[order.paymentStatus ?? 'completed'])],
    [t('order.row.orderStatus'), t(ORDER_STATUS_KEYS[order.orderStatus ?? 'pending'])],
    [t('order.row.orderedOn'), formatDayTime(language, new Date(order.createdAt))],
  ];
}

function Page({ children }: { children: ReactNode }) {
  const { t } = useT();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, sm: 5 }, display: 'flex', flexDirection: 'column', gap: 3, textAlign: 'center' }}
      >
        <Typography variant="h1">{t('order.confirmation.heading')}</Typography>
        {children}
      </Paper>
    </Container>
  );
}

/** /thank-you/order/{orderId}: the stored order record (spec §2, §3). */
export default function OrderThankYouPage() {
  const { t, language } = useT();
  const { orderId = '' } = useParams();
  const { data: order, isLoading, isError } = useGetOrderDetailsQuery(orderId, { skip: !orderId });
  useDocumentTitle(
    isError
      ? t('order.pageTitle', { title: translateMessage(t, MESSAGES.orderNotFound) })
      : t('order.confirmation.title', { orderId }),
  );

  if (isLoading) {
    return (
      <Page>
        <Box role="status">
          <CircularProgress aria-hidden />
          <Typography sx={{ mt: 2 }}>{t('order.loading')}</Typography>
        </Box>
      </Page>
    );
  }
  if (isError || !order) return <OrderNotFound />;
  const paid = (order.paymentStatus ?? 'completed') === 'completed';
  return (
    <Page>
      {paid && <Typography sx={{ fontWeight: 600 }}>{t('order.thanks')}</Typography>}
      <OrderSummary rows={orderRows(order, t, language)} />
      {paid && (
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
      {paid && <InvoiceDownloadButton url={order.invoiceUrl} />}
      {paid && order.masked && <MaskedRecordNote record="order" />}
      <OrderActions />
    </Page>
  );
}
