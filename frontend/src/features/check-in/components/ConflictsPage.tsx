import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import type { CheckInConflict, CheckInRecord } from '@robo/domain';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { checkInClient, ServerError } from '../api/check-in-client';
import { GRADE_GROUP_KEYS, useLabel, type Label } from '../../../i18n/staff-labels';
import { hhmm } from '../lib/format';

type Row = CheckInConflict & { id: number };

const who = (record: CheckInRecord) => `${hhmm(record.at)} by ${record.staffName} (${record.deviceId})`;

/** The list's columns, grade groups as their labels. */
const columns = (label: Label): GridColDef<Row>[] => [
  { field: 'child', headerName: 'Child', flex: 1.2, minWidth: 180, valueGetter: (_value, row) => row.child.childName },
  { field: 'booking', headerName: 'Booking', width: 150, valueGetter: (_value, row) => row.child.bookingId },
  {
    field: 'grade',
    headerName: 'Grade · school',
    flex: 1,
    minWidth: 180,
    valueGetter: (_value, row) => `${label(GRADE_GROUP_KEYS, row.child.gradeGroup)} · ${row.child.schoolName}`,
  },
  {
    field: 'kept',
    headerName: 'Checked in (kept)',
    flex: 1.2,
    minWidth: 200,
    valueGetter: (_value, row) => who(row.kept),
  },
  {
    field: 'duplicate',
    headerName: 'Also admitted offline',
    flex: 1.2,
    minWidth: 200,
    valueGetter: (_value, row) => who(row.duplicate),
  },
];

/**
 * /admin/check-in/conflicts?venue=: children admitted by more than one device while offline. The
 * server kept the earliest admission; each other one is listed beside it, so staff can see which
 * devices let the same child in (backend/src/check-in/README.md "Offline").
 */
export default function ConflictsPage() {
  const [params] = useSearchParams();
  const venueId = Number(params.get('venue')) || undefined;
  const [rows, setRows] = useState<Row[]>();
  const [error, setError] = useState<string>();
  const label = useLabel();
  const gridColumns = useMemo(() => columns(label), [label]);

  useEffect(() => {
    if (!venueId) return;
    checkInClient
      .conflicts(venueId)
      .then((conflicts) => setRows(conflicts.map((conflict, id) => ({ ...conflict, id }))))
      .catch((err: unknown) =>
        setError(
          err instanceof ServerError && err.status === 401
            ? 'Sign in to see check-in conflicts.'
            : err instanceof Error
              ? err.message
              : 'Could not load the conflicts',
        ),
      );
  }, [venueId]);

  const back = venueId ? `/admin/check-in?venue=${venueId}` : '/admin/check-in';
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h5" sx={{ flexGrow: 1 }}>
          Check-in conflicts
        </Typography>
        <Button variant="outlined" component={Link} to={back}>
          Back to the scanner
        </Button>
      </Box>
      <Typography sx={{ mb: 2 }}>
        Children admitted on more than one device while offline. The earliest admission counts; the others are listed
        here.
      </Typography>
      {!venueId && <Alert severity="info">Choose a venue on the check-in screen first.</Alert>}
      {error && <Alert severity="error">{error}</Alert>}
      {venueId && !error && (
        <Paper>
          <DataGrid
            rows={rows ?? []}
            columns={gridColumns}
            loading={!rows}
            autoHeight
            disableRowSelectionOnClick
            localeText={{ noRowsLabel: 'No conflicts: every child was admitted once.' }}
            initialState={{ pagination: { paginationModel: { pageSize: 50 } } }}
            pageSizeOptions={[50, 100]}
          />
        </Paper>
      )}
    </Box>
  );
}
