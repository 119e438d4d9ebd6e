import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { BOOKING_PAYMENT_STATES, formatPaise, type DeskRegistration, type Paise } from '@robo/domain';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  BOOKING_STATUS_KEYS,
  GRADE_GROUP_KEYS,
  bookingStatusLabel,
  useLabel,
  type Label,
} from '../../../i18n/staff-labels';
import { registrationsExportUrl, useDeskRegistrationsQuery } from '../api/registrations';
import { useAdminVenuesQuery } from '../../../components/admin/api/venues';
import { useDebounced } from '../../../components/admin/hooks/useDebounced';
import { AdminPage } from '../../../components/admin/AdminPage';
import { EditionSelect, useEditionChoice } from '../../../components/admin/EditionSelect';
import { RequireAdmin } from '../../../components/admin/RequireAdmin';
import { ServerGrid, type GridPageState } from '../../../components/admin/ServerGrid';

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
const at = (value: string | null) => (value ? when.format(new Date(value)) : '');

/** The grid's columns, statuses and grade groups as their labels (the CSV export keeps the values). */
const columns = (label: Label): GridColDef<DeskRegistration>[] => [
  { field: 'bookingId', headerName: 'Booking', width: 130, sortable: false },
  { field: 'parentName', headerName: 'Parent', width: 160 },
  { field: 'childName', headerName: 'Child', width: 140 },
  { field: 'phone', headerName: 'Phone', width: 140, sortable: false },
  { field: 'email', headerName: 'E-mail', width: 200, sortable: false },
  { field: 'venue', headerName: 'Venue', width: 160, sortable: false, valueGetter: (_v, row) => row.venue.displayName },
  {
    field: 'status',
    headerName: 'Status',
    width: 110,
    sortable: false,
    valueGetter: (_v, row) => bookingStatusLabel(label, row),
  },
  { field: 'totalAmount', headerName: 'Paid', width: 100, valueFormatter: (value: Paise) => formatPaise(value) },
  { field: 'coupon', headerName: 'Coupon', width: 110, sortable: false },
  {
    field: 'gradeGroup',
    headerName: 'Grade',
    width: 90,
    sortable: false,
    valueFormatter: (value: string) => label(GRADE_GROUP_KEYS, value),
  },
  { field: 'school', headerName: 'School', width: 180, sortable: false },
  { field: 'createdAt', headerName: 'Booked', width: 170, valueFormatter: (value: string) => at(value) },
  { field: 'paidAt', headerName: 'Paid at', width: 170, valueFormatter: (value: string | null) => at(value) },
  {
    field: 'checkedInAt',
    headerName: 'Checked in',
    width: 170,
    sortable: false,
    valueFormatter: (value: string | null) => at(value),
  },
  {
    field: 'takeawayKit',
    headerName: 'Kit',
    width: 130,
    sortable: false,
    valueGetter: (_v, row) => kitLabel(row),
  },
];

/** Whether the booking has a takeaway kit and whether the door handed it over. */
function kitLabel(row: DeskRegistration): string {
  if (!row.takeawayKit) return '';
  return row.kitHandedOverAt ? 'handed over' : 'to hand over';
}

function Bookings() {
  const [state, setState] = useState<GridPageState>({ page: 1, pageSize: 50, sort: '-createdAt' });
  const [q, setQ] = useState('');
  const [venueId, setVenueId] = useState('');
  const [status, setStatus] = useState('');
  const search = useDebounced(q.trim(), 300);
  const navigate = useNavigate();
  const label = useLabel();
  const gridColumns = useMemo(() => columns(label), [label]);
  const editions = useEditionChoice();
  const venues = useAdminVenuesQuery({ edition: editions.edition }, { skip: !editions.ready });
  const list = useDeskRegistrationsQuery(
    {
      ...state,
      q: search,
      venueId: venueId ? Number(venueId) : undefined,
      status: status || undefined,
      edition: editions.param,
    },
    { skip: !editions.ready },
  );
  const filter = (set: (value: string) => void) => (event: { target: { value: string } }) => {
    set(event.target.value);
    setState((current) => ({ ...current, page: 1 }));
  };
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        <TextField
          size="small"
          type="search"
          label="Find a booking"
          placeholder="Phone, name, e-mail or booking id"
          value={q}
          onChange={filter(setQ)}
          sx={{ minWidth: 280 }}
        />
        <EditionSelect
          state={editions}
          onChange={() => {
            setVenueId('');
            setState((current) => ({ ...current, page: 1 }));
          }}
        />
        <TextField
          size="small"
          select
          label="Venue"
          value={venueId}
          onChange={filter(setVenueId)}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">All venues</MenuItem>
          {(venues.data ?? []).map((venue) => (
            <MenuItem key={venue.id} value={String(venue.id)}>
              {venue.displayName}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          select
          label="Status"
          value={status}
          onChange={filter(setStatus)}
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="">Any status</MenuItem>
          {BOOKING_PAYMENT_STATES.map((value) => (
            <MenuItem key={value} value={value}>
              {label(BOOKING_STATUS_KEYS, value)}
            </MenuItem>
          ))}
        </TextField>
        <Button
          href={registrationsExportUrl({
            q: search,
            venueId: venueId ? Number(venueId) : undefined,
            status,
            sort: state.sort,
            edition: editions.param,
          })}
          download
        >
          Export CSV
        </Button>
        {venueId && (
          <Button component={RouterLink} to={`/admin/venues/${venueId}/attendees`}>
            Attendee sheet
          </Button>
        )}
      </Stack>
      <ServerGrid
        gridId="bookings"
        label="Bookings"
        columns={gridColumns}
        query={list}
        failedText="Could not load the bookings."
        state={state}
        onStateChange={setState}
        getRowId={(row) => row.bookingId}
        onRowClick={(row) => void navigate(`/admin/bookings/${row.bookingId}`)}
      />
    </>
  );
}

/** /admin/bookings: find any booking by phone, name, e-mail or id; filter by venue and status. */
export default function BookingsPage() {
  return (
    <AdminPage title="Bookings">
      <RequireAdmin>
        <Bookings />
      </RequireAdmin>
    </AdminPage>
  );
}
