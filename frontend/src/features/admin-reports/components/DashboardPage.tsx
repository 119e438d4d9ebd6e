import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { DashboardStats, HoardingAlarm } from '@robo/domain';
import { Link as RouterLink } from 'react-router';
import { countOf } from '../../../i18n/staff-labels';
import { useT } from '../../../i18n/useT';
import { TodayPanel } from './TodayPanel';
import { useDashboardStatsQuery } from '../api/dashboard';
import { AdminPage } from '../../../components/admin/AdminPage';
import { AdminToolbar } from '../../../components/admin/AdminToolbar';
import { Checking } from '../../../components/admin/Checking';
import { LogoutButton } from '../../../components/admin/LogoutButton';
import { RequireAdmin } from '../../../components/admin/RequireAdmin';

const number = new Intl.NumberFormat('en-IN');

function StatCard({ label, value, detail }: { label: string; value: number; detail?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2.5 }} role="group" aria-label={label}>
      <Typography color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.2 }}>{number.format(value)}</Typography>
      {detail && <Typography color="text.secondary">{detail}</Typography>}
    </Paper>
  );
}

function SectionCard({ title, to, action, lines }: { title: string; to: string; action: string; lines: string[] }) {
  return (
    <Card variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="h3" component="h3" gutterBottom>
          {title}
        </Typography>
        {lines.map((line) => (
          <Typography key={line} color="text.secondary">
            {line}
          </Typography>
        ))}
      </CardContent>
      <CardActions>
        <Button component={RouterLink} to={to} variant="contained">
          {action}
        </Button>
      </CardActions>
    </Card>
  );
}

/** Venues and products where unpaid holds outweigh what is left: new holds there must pass a challenge. */
function HoardingAlarms({ alarms }: { alarms: HoardingAlarm[] }) {
  const { t } = useT();
  if (alarms.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mb: 3 }} role="status">
      <Typography sx={{ fontWeight: 600 }}>Possible hoarding: new holds here must pass a browser check</Typography>
      {alarms.map((alarm) => (
        <Typography key={`${alarm.kind}-${alarm.id}`}>
          {alarm.name}:{' '}
          {alarm.kind === 'venue'
            ? `${t('admin.count.unpaidHolds', countOf(alarm.liveHolds))}, ${t('admin.count.seatsLeft', countOf(alarm.left))}`
            : `${t('admin.count.unpaidUnitsHeld', countOf(alarm.liveHolds))}, ${t('admin.count.unitsLeft', countOf(alarm.left))}`}
        </Typography>
      ))}
    </Alert>
  );
}

/** Quotes honoured after the last place or use went (a hold quoted before), said only when there are any. */
function overLimit(counted: string, count: number): string[] {
  return count > 0 ? [`${counted} honoured over the limit`] : [];
}

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
};

function DashboardContent({ stats }: { stats: DashboardStats }) {
  const { t } = useT();
  const n = (value: number) => number.format(value);
  /** `count` with its noun: "1 seat", "2 seats". */
  const c = (key: string, count: number) => t(key, countOf(count));
  return (
    <>
      <HoardingAlarms alarms={stats.hoardingAlarms} />
      <TodayPanel stats={stats} />
      <Typography variant="h2" sx={{ mb: 2 }}>
        Overview
      </Typography>
      <Box sx={{ ...grid, mb: 5 }}>
        <StatCard label="Total Venues" value={stats.totalVenues} detail={`${n(stats.activeVenues)} active`} />
        <StatCard label="Total Coupons" value={stats.totalCoupons} detail={`${n(stats.activeCoupons)} active`} />
        <StatCard label="Available Seats" value={stats.totalAvailableSeats} />
        <StatCard label="Store Products" value={stats.totalProducts} detail={`${n(stats.activeProducts)} active`} />
        <StatCard label="Coupon Redemptions" value={stats.totalRedemptions} />
      </Box>
      <Typography variant="h2" sx={{ mb: 2 }}>
        Manage
      </Typography>
      <Box sx={grid}>
        <SectionCard
          title="Venues"
          to="/admin/venues"
          action="Manage Venues"
          // "Booked" counts paid seats; holds awaiting payment are said separately.
          lines={[
            `Capacity: ${c('admin.count.seats', stats.totalCapacity)}`,
            `Booked: ${c('admin.count.seats', stats.paidSeats)}`,
            `Held awaiting payment: ${c('admin.count.seats', stats.heldSeats)}`,
            `Super Early Bird: ${n(stats.earlyBirdTaken)} of ${c('admin.count.places', stats.earlyBirdLimit)} paid`,
            ...overLimit(c('admin.count.earlyBirdPrices', stats.earlyBirdOverLimit), stats.earlyBirdOverLimit),
          ]}
        />
        <SectionCard
          title="Coupons"
          to="/admin/coupons"
          action="Manage Coupons"
          lines={[
            `Usage: ${c('admin.count.redemptions', stats.totalRedemptions)}`,
            `${n(stats.activeCoupons)} of ${c('admin.count.coupons', stats.totalCoupons)} active`,
            ...overLimit(c('admin.count.redemptions', stats.couponUsesOverLimit), stats.couponUsesOverLimit),
          ]}
        />
        <SectionCard
          title="Products"
          to="/admin/products"
          action="Manage Products"
          lines={[
            `Total inventory: ${c('admin.count.units', stats.totalInventory)}`,
            `${n(stats.activeProducts)} of ${c('admin.count.products', stats.totalProducts)} active`,
          ]}
        />
        <SectionCard
          title="Orders"
          to="/admin/orders"
          action="Manage Orders"
          lines={[
            `To ship: ${c('admin.count.orders', stats.ordersToShip)}`,
            `Awaiting payment: ${c('admin.count.orders', stats.ordersAwaitingPayment)}`,
          ]}
        />
        <SectionCard
          title="Reports"
          to="/admin/reports"
          action="Open Reports"
          lines={['Revenue, refunds and conversion', 'By venue, grade, coupon and product']}
        />
      </Box>
    </>
  );
}

function Dashboard() {
  const { data, isLoading, isError, refetch } = useDashboardStatsQuery();
  return (
    <>
      <AdminToolbar>
        <Box sx={{ mr: 'auto' }} />
        <LogoutButton to="/admin" />
      </AdminToolbar>
      {isLoading && <Checking label="Loading dashboard" />}
      {isError && !data && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Retry
            </Button>
          }
        >
          Could not load the dashboard figures.
        </Alert>
      )}
      {data && <DashboardContent stats={data} />}
    </>
  );
}

export default function DashboardPage() {
  return (
    <AdminPage title="Admin Dashboard">
      <RequireAdmin>
        <Dashboard />
      </RequireAdmin>
    </AdminPage>
  );
}
