import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatPaise, MESSAGES, type OrderDetails } from '@robo/domain';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { WhatsappConfirmButton } from '../../../components/whatsapp';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { InvoiceDownloadButton } from '../../../components/InvoiceDownloadButton';
import { MaskedRecordNote } from '../../../components/MaskedRecordNote';
import { useGetOrderDetailsQuery } from '../api/orders-api';
import { OrderActions } from './OrderActions';
import { OrderNotFound } from './OrderNotFound';
import { OrderSummary } from './OrderSummary';

const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
/** spec §3: payment status 'Completed' and order status 'Processing' when absent. */
const paymentStatusLabel = (status: OrderDetails['paymentStatus']) => capitalize(status ?? 'completed');
const orderStatusLabel = (status: OrderDetails['orderStatus']) =>
  status && status !== 'pending' ? capitalize(status) : 'Processing';

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

function orderRows(order: OrderDetails): Array<[string, string]> {
  return [
    ['Order ID', order.orderId],
    ['Product', order.productName],
    ['SKU', order.productSku],
    ['Quantity', String(order.quantity)],
    ['Unit price', formatPaise(order.unitPrice)],
    ['Total amount', formatPaise(order.totalAmount)],
    ['Payment status', paymentStatusLabel(order.paymentStatus)],
    ['Order status', orderStatusLabel(order.orderStatus)],
    ['Ordered on', dateTime.format(new Date(order.createdAt))],
  ];
}

function Page({ children }: { children: ReactNode }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, sm: 5 }, display: 'flex', flexDirection: 'column', gap: 3, textAlign: 'center' }}
      >
        <Typography variant="h1">Order Confirmation</Typography>
        {children}
      </Paper>
    </Container>
  );
}

/** /thank-you/order/{orderId}: the stored order record (spec §2, §3). */
export default function OrderThankYouPage() {
  const { orderId = '' } = useParams();
  const { data: order, isLoading, isError } = useGetOrderDetailsQuery(orderId, { skip: !orderId });
  useDocumentTitle(`${isError ? MESSAGES.orderNotFound : `Order ${orderId}`} | RoboLeague Store`);

  if (isLoading) {
    return (
      <Page>
        <Box role="status">
          <CircularProgress aria-hidden />
          <Typography sx={{ mt: 2 }}>Loading your order details...</Typography>
        </Box>
      </Page>
    );
  }
  if (isError || !order) return <OrderNotFound />;
  const paid = (order.paymentStatus ?? 'completed') === 'completed';
  return (
    <Page>
      {paid && <Typography sx={{ fontWeight: 600 }}>Thank you for your order!</Typography>}
      <OrderSummary rows={orderRows(order)} />
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
