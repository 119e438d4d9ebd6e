import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import type { AuditEventView } from '@robo/domain';
import { useState } from 'react';
import { useActivityQuery } from '../api/activity';
import { useDebounced } from '../../../components/admin/hooks/useDebounced';
import { AdminPage } from '../../../components/admin/AdminPage';
import { RequireAdmin } from '../../../components/admin/RequireAdmin';
import { ServerGrid, type GridPageState } from '../../../components/admin/ServerGrid';

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Asia/Kolkata' });

/** `{ maxSeats: 60 }` → `maxSeats: 60`, short enough for a cell. */
function fields(record: Record<string, unknown> | null): string {
  if (!record) return '';
  return Object.entries(record)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ');
}

const COLUMNS: GridColDef<AuditEventView>[] = [
  { field: 'at', headerName: 'Time', width: 190, valueFormatter: (value: string) => when.format(new Date(value)) },
  { field: 'actor', headerName: 'Who', width: 150 },
  { field: 'role', headerName: 'Role', width: 90, sortable: false },
  { field: 'action', headerName: 'Action', width: 170 },
  {
    field: 'target',
    headerName: 'Target',
    width: 150,
    sortable: false,
    valueGetter: (_v, row) => `${row.targetType}${row.targetId ? ` ${row.targetId}` : ''}`,
  },
  {
    field: 'before',
    headerName: 'Before',
    flex: 1,
    minWidth: 180,
    sortable: false,
    valueGetter: (_v, row) => fields(row.before),
  },
  {
    field: 'after',
    headerName: 'After',
    flex: 1,
    minWidth: 180,
    sortable: false,
    valueGetter: (_v, row) => fields(row.after),
  },
  { field: 'ip', headerName: 'IP', width: 120, sortable: false },
  { field: 'userAgent', headerName: 'Browser', width: 200, sortable: false },
];

function Activity() {
  const [state, setState] = useState<GridPageState>({ page: 1, pageSize: 50, sort: '-at' });
  const [q, setQ] = useState('');
  const [action, setAction] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const search = useDebounced(q, 300);
  const list = useActivityQuery({
    ...state,
    q: search,
    action: action.trim(),
    // Dates are days in India; the server takes instants.
    from: from ? `${from}T00:00:00+05:30` : undefined,
    to: to ? `${to}T23:59:59.999+05:30` : undefined,
  });
  const filter = (set: (value: string) => void) => (event: { target: { value: string } }) => {
    set(event.target.value);
    setState((current) => ({ ...current, page: 1 }));
  };
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        <TextField size="small" label="Search" placeholder="Name, action or id" value={q} onChange={filter(setQ)} />
        <TextField
          size="small"
          label="Action"
          placeholder="venue or venue.update"
          value={action}
          onChange={filter(setAction)}
        />
        <TextField
          size="small"
          label="From"
          type="date"
          value={from}
          onChange={filter(setFrom)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          label="To"
          type="date"
          value={to}
          onChange={filter(setTo)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <ServerGrid
        gridId="activity"
        label="Activity"
        columns={COLUMNS}
        query={list}
        failedText="Could not load the activity."
        state={state}
        onStateChange={setState}
      />
    </>
  );
}

export default function ActivityPage() {
  return (
    <AdminPage title="Activity">
      <RequireAdmin>
        <Activity />
      </RequireAdmin>
    </AdminPage>
  );
}
