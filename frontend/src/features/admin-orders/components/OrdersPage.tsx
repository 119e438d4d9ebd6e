import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FULFILMENT_STATES, formatPaise } from '@robo/domain';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { serverMessage } from '../../../api/errors';
import { FULFILMENT_KEYS, ORDER_PAYMENT_KEYS, useLabel } from '../../../i18n/staff-labels';
import { useT } from '../../../i18n/useT';
import { orderFilterQuery, useAdminOrdersQuery, type OrderFilters } from '../api/orders';
import { AdminPage } from '../../../components/admin/AdminPage';
import { AdminToolbar } from '../../../components/admin/AdminToolbar';
import { Checking } from '../../../components/admin/Checking';
import { RequireAdmin } from '../../../components/admin/RequireAdmin';

/** The payment filter's values (`abandoned` asks for failed checkouts) and their labels. */
const PAYMENT_FILTERS = [
  ['completed', ORDER_PAYMENT_KEYS.completed],
  ['pending', ORDER_PAYMENT_KEYS.pending],
  ['abandoned', ORDER_PAYMENT_KEYS.failed],
  ['refunded', ORDER_PAYMENT_KEYS.refunded],
] as const;

const when = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });

/** The list's filters live in the address, so the dashboard can link to a filtered list. */
function useOrderFilters(): [OrderFilters, (next: OrderFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters: OrderFilters = Object.fromEntries(params.entries());
  if (filters.page) filters.page = Number(filters.page);
  if (filters.pageSize) filters.pageSize = Number(filters.pageSize);
  return [filters, (next) => setParams(orderFilterQuery(next))];
}

function Orders() {
  const [filters, setFilters] = useOrderFilters();
  const [q, setQ] = useState(filters.q ?? '');
  const label = useLabel();
  const { t } = useT();
  const { data, isLoading, isFetching, isError, error, refetch } = useAdminOrdersQuery(filters);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...filters, q, page: undefined });
  };
  const select = (key: 'status' | 'fulfilment', value: string) =>
    setFilters({ ...filters, [key]: value || undefined, page: undefined });

  return (
    <>
      <AdminToolbar>
        <Button
          component="a"
          href={`/api/admin/orders/export.csv?${orderFilterQuery({ ...filters, page: undefined, pageSize: undefined })}`}
          download
          startIcon={<Download aria-hidden />}
          variant="outlined"
        >
          Export CSV
        </Button>
      </AdminToolbar>
      <Stack
        component="form"
        role="search"
        onSubmit={search}
        direction="row"
        sx={{ gap: 1.5, flexWrap: 'wrap', mb: 2 }}
      >
        <TextField
          label="Search orders"
          helperText="Order or payment id, name, phone, e-mail or SKU"
          size="small"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          sx={{ minWidth: 280, flex: 1 }}
        />
        <TextField
          select
          label="Payment"
          size="small"
          value={filters.status ?? ''}
          onChange={(e) => select('status', e.target.value)}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">Any payment</MenuItem>
          {PAYMENT_FILTERS.map(([value, key]) => (
            <MenuItem key={value} value={value}>
              {t(key)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Fulfilment"
          size="small"
          value={filters.fulfilment ?? ''}
          onChange={(e) => select('fulfilment', e.target.value)}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">Any fulfilment</MenuItem>
          {FULFILMENT_STATES.map((state) => (
            <MenuItem key={state} value={state}>
              {label(FULFILMENT_KEYS, state)}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained">
          Search
        </Button>
      </Stack>
      {isLoading && <Checking label="Loading orders" />}
      {isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Retry
            </Button>
          }
        >
          {serverMessage(error, { clientErrorsOnly: true }) ?? 'Could not load the orders.'}
        </Alert>
      )}
      {data && (
        <Paper variant="outlined" sx={{ opacity: isFetching ? 0.6 : 1 }} aria-busy={isFetching}>
          <TableContainer>
            <Table size="small" aria-label="Orders">
              <TableHead>
                <TableRow>
                  <TableCell>Order</TableCell>
                  <TableCell>Placed</TableCell>
                  <TableCell>Buyer</TableCell>
                  <TableCell>Product</TableCell>
                  <TableCell align="right">Total</TableCell>
                  <TableCell>Payment</TableCell>
                  <TableCell>Fulfilment</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.items.map((order) => (
                  <TableRow key={order.orderId} hover>
                    <TableCell>
                      <Link component={RouterLink} to={`/admin/orders/${order.orderId}`}>
                        {order.orderId}
                      </Link>
                    </TableCell>
                    <TableCell>{when.format(new Date(order.createdAt))}</TableCell>
                    <TableCell>
                      {order.customerName}
                      <Typography variant="body2" color="text.secondary">
                        {order.customerPhone}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      {order.productName} × {order.quantity}
                    </TableCell>
                    <TableCell align="right">{formatPaise(order.totalAmount)}</TableCell>
                    <TableCell>{label(ORDER_PAYMENT_KEYS, order.paymentStatus)}</TableCell>
                    <TableCell>
                      {order.paymentStatus === 'completed' && (
                        <Chip size="small" label={label(FULFILMENT_KEYS, order.fulfilment)} />
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {data.items.length === 0 && (
            <Typography sx={{ p: 3 }} color="text.secondary">
              No orders match these filters.
            </Typography>
          )}
          <TablePagination
            component="div"
            count={data.total}
            page={data.page - 1}
            rowsPerPage={data.pageSize}
            rowsPerPageOptions={[25, 50, 100, 200]}
            onPageChange={(_event, page) => setFilters({ ...filters, page: page + 1 })}
            onRowsPerPageChange={(event) =>
              setFilters({ ...filters, pageSize: Number(event.target.value), page: undefined })
            }
          />
        </Paper>
      )}
    </>
  );
}

/** /admin/orders: find and export store orders (backend/src/orders/README.md). */
export default function OrdersPage() {
  return (
    <AdminPage title="Orders">
      <RequireAdmin>
        <Orders />
      </RequireAdmin>
    </AdminPage>
  );
}
