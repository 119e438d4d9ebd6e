import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPaise, type DashboardStats } from '@robo/domain';
import { Link as RouterLink } from 'react-router';
import { countOf } from '../../../i18n/staff-labels';
import { useT } from '../../../i18n/useT';

const number = new Intl.NumberFormat('en-IN');

/** A figure that opens the list behind it. */
function LinkedFigure({ label, value, to, detail }: { label: string; value: string; to: string; detail?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="group" aria-label={label}>
      <Link component={RouterLink} to={to} underline="hover" sx={{ fontWeight: 600 }}>
        {label}
      </Link>
      <Typography sx={{ fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.3 }}>{value}</Typography>
      {detail && <Typography color="text.secondary">{detail}</Typography>}
    </Paper>
  );
}

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(5, 1fr)' },
};

/** Net revenue today and since Monday: only for the roles the server sends it to (owner and desk). */
function revenueFigures(stats: DashboardStats) {
  const { revenueToday, revenueThisWeek } = stats;
  if (revenueToday === undefined || revenueThisWeek === undefined) return [];
  const range = (from: string) => `/admin/reports?from=${from}&to=${stats.today}`;
  return [
    { label: 'Revenue today', value: formatPaise(revenueToday), to: range(stats.today), detail: 'Net of refunds' },
    {
      label: 'Revenue this week',
      value: formatPaise(revenueThisWeek),
      to: range(stats.weekStart),
      detail: 'Since Monday',
    },
  ];
}

/** Today's work: money in, seats per venue, holds awaiting payment, orders to ship, low stock. */
export function TodayPanel({ stats }: { stats: DashboardStats }) {
  const { t } = useT();
  return (
    <Box component="section" aria-labelledby="dashboard-today" sx={{ mb: 5 }}>
      <Typography id="dashboard-today" variant="h2" sx={{ mb: 2 }}>
        Today
      </Typography>
      <Box sx={{ ...grid, mb: 3 }}>
        {revenueFigures(stats).map((figure) => (
          <LinkedFigure key={figure.label} {...figure} />
        ))}
        <LinkedFigure
          label="Holds awaiting payment"
          value={number.format(stats.bookingsAwaitingPayment + stats.ordersAwaitingPayment)}
          to="/admin/bookings?status=pending"
          detail={`${t('admin.count.bookings', countOf(stats.bookingsAwaitingPayment))}, ${t('admin.count.orders', countOf(stats.ordersAwaitingPayment))}`}
        />
        <LinkedFigure
          label="Orders to ship"
          value={number.format(stats.ordersToShip)}
          to="/admin/orders?fulfilment=unfulfilled"
          detail="Paid, not yet shipped"
        />
        <LinkedFigure
          label="Low stock"
          value={number.format(stats.lowStock.length)}
          to="/admin/products"
          detail={`${number.format(stats.lowStock.filter((p) => p.inventory <= 0).length)} sold out`}
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="dashboard-seats">
          <Typography id="dashboard-seats" variant="h3" component="h3" sx={{ mb: 1 }}>
            Paid seats per venue
          </Typography>
          {stats.venueSeats.length === 0 && <Typography color="text.secondary">No active venues.</Typography>}
          <Stack sx={{ gap: 1.5 }}>
            {stats.venueSeats.map((venue) => (
              <Box key={venue.id} role="group" aria-label={venue.displayName}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                  <Link component={RouterLink} to={`/admin/bookings?venueId=${venue.id}&status=paid`} underline="hover">
                    {venue.displayName}
                  </Link>
                  <Typography>
                    {number.format(venue.paidSeats)} of {number.format(venue.maxSeats)} paid
                    {venue.heldSeats > 0 && `, ${number.format(venue.heldSeats)} held`}
                    {venue.waitingEntries > 0 && `, ${number.format(venue.waitingEntries)} waiting`}
                  </Typography>
                </Stack>
                <LinearProgress
                  variant="buffer"
                  value={Math.min(100, (100 * venue.paidSeats) / venue.maxSeats)}
                  valueBuffer={Math.min(100, (100 * (venue.paidSeats + venue.heldSeats)) / venue.maxSeats)}
                  aria-label={`${venue.displayName} paid seats`}
                />
              </Box>
            ))}
          </Stack>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="dashboard-low-stock">
          <Typography id="dashboard-low-stock" variant="h3" component="h3" sx={{ mb: 1 }}>
            Low stock
          </Typography>
          {stats.lowStock.length === 0 && (
            <Typography color="text.secondary">Every product is above its threshold.</Typography>
          )}
          <Stack component="ul" sx={{ gap: 1, m: 0, p: 0, listStyle: 'none' }}>
            {stats.lowStock.map((product) => (
              <Stack component="li" key={product.id} direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                <Link component={RouterLink} to="/admin/products" underline="hover">
                  {product.name}
                </Link>
                {product.inventory <= 0 ? (
                  <Chip size="small" color="error" label="Sold out" />
                ) : (
                  <Typography>
                    {number.format(product.inventory)} left (threshold {number.format(product.lowStockThreshold)})
                  </Typography>
                )}
              </Stack>
            ))}
          </Stack>
        </Paper>
      </Box>
    </Box>
  );
}
