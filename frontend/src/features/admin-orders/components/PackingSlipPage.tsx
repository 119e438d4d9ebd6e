import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminOrderDetail } from '@robo/domain';
import { Link as RouterLink, useParams } from 'react-router';
import { serverMessage } from '../../../api/errors';
import { useAdminOrderQuery } from '../api/orders';
import { AdminPage } from '../../../components/admin/AdminPage';
import { Checking } from '../../../components/admin/Checking';
import { RequireAdmin } from '../../../components/admin/RequireAdmin';

const day = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium' });

/** One A6 sheet per order; the console's header and navigation are already hidden in print. */
const PRINT_STYLES = { '@page': { size: 'A6 portrait', margin: '8mm' }, '@media print': { h1: { display: 'none' } } };

function Slip({ order }: { order: AdminOrderDetail }) {
  const address = order.shippingAddress;
  const qr = `/api/admin/orders/${encodeURIComponent(order.orderId)}/qr.svg`;
  return (
    <Box
      component="article"
      aria-label={`Packing slip ${order.orderId}`}
      sx={{
        maxWidth: 420,
        border: 1,
        borderColor: 'divider',
        p: 3,
        bgcolor: 'background.paper',
        color: 'text.primary',
        '@media print': { border: 0, p: 0, maxWidth: 'none' },
      }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 2 }}>
        <Box>
          <Typography sx={{ fontWeight: 700 }}>RoboLeague</Typography>
          <Typography variant="body2">
            Packing slip · {order.paidAt ? day.format(new Date(order.paidAt)) : ''}
          </Typography>
          <Typography sx={{ fontFamily: 'monospace', fontSize: 18, fontWeight: 700, mt: 1 }}>
            {order.orderId}
          </Typography>
        </Box>
        <Box component="img" src={qr} alt={`QR code of order ${order.orderId}`} sx={{ width: 112, height: 112 }} />
      </Stack>
      <Box component="section" aria-label="Ship to" sx={{ mt: 2 }}>
        <Typography variant="overline">Ship to</Typography>
        <Typography sx={{ fontWeight: 700 }}>{order.customerName}</Typography>
        {address && (
          <>
            <Typography>{address.line1}</Typography>
            {address.line2 && <Typography>{address.line2}</Typography>}
            <Typography>
              {address.city}, {address.state}
            </Typography>
            <Typography sx={{ fontSize: 22, fontWeight: 700, letterSpacing: 2 }} aria-label="PIN code">
              PIN {address.pincode}
            </Typography>
          </>
        )}
        <Typography>Phone {order.customerPhone}</Typography>
      </Box>
      <Box
        component="table"
        sx={{
          width: '100%',
          mt: 2,
          borderCollapse: 'collapse',
          '& th, & td': { textAlign: 'left', borderBottom: 1, borderColor: 'divider', py: 0.5 },
        }}
      >
        <thead>
          <tr>
            <th>Item</th>
            <th>SKU</th>
            <th>Qty</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{order.productName}</td>
            <td>{order.productSku}</td>
            <td>{order.quantity}</td>
          </tr>
        </tbody>
      </Box>
    </Box>
  );
}

function SlipScreen() {
  const { orderId = '' } = useParams();
  const { data, isLoading, isError, error } = useAdminOrderQuery(orderId);
  return (
    <>
      <GlobalStyles styles={PRINT_STYLES} />
      <Stack direction="row" sx={{ gap: 1, mb: 2, displayPrint: 'none' }}>
        <Button variant="contained" onClick={() => window.print()} disabled={!data}>
          Print
        </Button>
        <Button component={RouterLink} to={`/admin/orders/${encodeURIComponent(orderId)}`}>
          Back to the order
        </Button>
      </Stack>
      {isLoading && <Checking label="Loading order" />}
      {isError && (
        <Alert severity="error">
          {serverMessage(error, { clientErrorsOnly: true }) ?? 'Could not load the order.'}
        </Alert>
      )}
      {data && <Slip order={data} />}
    </>
  );
}

/** /admin/orders/{orderId}/packing-slip: what goes in the parcel, printed on one sheet. */
export default function PackingSlipPage() {
  return (
    <AdminPage title="Packing slip">
      <RequireAdmin>
        <SlipScreen />
      </RequireAdmin>
    </AdminPage>
  );
}
