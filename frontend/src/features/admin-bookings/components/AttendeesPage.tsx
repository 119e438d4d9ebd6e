import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatPaise } from '@robo/domain';
import { useParams } from 'react-router';
import { serverMessage } from '../../../api/errors';
import { GRADE_GROUP_KEYS, useLabel } from '../../../i18n/staff-labels';
import { useAttendeeSheetQuery } from '../api/registrations';
import { AdminPage } from '../../../components/admin/AdminPage';
import { AdminToolbar } from '../../../components/admin/AdminToolbar';
import { Checking } from '../../../components/admin/Checking';
import { RequireAdmin } from '../../../components/admin/RequireAdmin';

const cell = { border: '1px solid', borderColor: 'grey.400', px: 1, py: 0.75, textAlign: 'left' } as const;

function Sheet() {
  const { id = '' } = useParams();
  const { data, isLoading, isError, error } = useAttendeeSheetQuery(Number(id));
  const label = useLabel();
  if (isLoading) return <Checking label="Loading attendees" />;
  if (isError || !data)
    return (
      <Alert severity="error">
        {serverMessage(error, { clientErrorsOnly: true }) ?? 'Could not load the attendees.'}
      </Alert>
    );
  return (
    <>
      <AdminToolbar>
        <Button variant="contained" onClick={() => window.print()} sx={{ '@media print': { display: 'none' } }}>
          Print
        </Button>
      </AdminToolbar>
      <Typography variant="h2">{data.venue.displayName}</Typography>
      <Typography sx={{ mb: 2 }} color="text.secondary">
        {data.venue.dateTime} · {data.venue.address} · {data.attendees.length} paid
      </Typography>
      {/* Scrolls inside its box on a phone; printed whole, one row per child with a box to tick. */}
      <Box sx={{ overflowX: 'auto', '@media print': { overflow: 'visible' } }}>
        <Box
          component="table"
          sx={{
            borderCollapse: 'collapse',
            width: '100%',
            fontSize: 14,
            '@media print': { fontSize: 11 },
            '& tr': { breakInside: 'avoid' },
          }}
        >
          <thead>
            <tr>
              {['', 'Child', 'Grade', 'School', 'Parent phone', 'Paid', 'Kit', 'Booking'].map((label) => (
                <Box component="th" key={label} scope="col" sx={cell}>
                  {label}
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.attendees.map((a) => (
              <tr key={a.bookingId}>
                <Box component="td" sx={{ ...cell, width: 28 }}>
                  <Box
                    aria-label={a.checkedIn ? 'checked in' : 'not checked in'}
                    sx={{
                      width: 16,
                      height: 16,
                      border: '1.5px solid',
                      borderColor: 'text.primary',
                      textAlign: 'center',
                      lineHeight: '14px',
                    }}
                  >
                    {a.checkedIn ? '✓' : ''}
                  </Box>
                </Box>
                <Box component="td" sx={cell}>
                  {a.childName}
                </Box>
                <Box component="td" sx={cell}>
                  {label(GRADE_GROUP_KEYS, a.gradeGroup)}
                </Box>
                <Box component="td" sx={cell}>
                  {a.school}
                </Box>
                <Box component="td" sx={cell}>
                  {a.parentPhone}
                </Box>
                <Box component="td" sx={cell}>
                  {formatPaise(a.amountPaise)}
                </Box>
                <Box component="td" sx={cell}>
                  {a.takeawayKit ? (a.kitHandedOver ? 'Kit ✓' : 'Kit') : ''}
                </Box>
                <Box component="td" sx={cell}>
                  {a.bookingId}
                </Box>
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </>
  );
}

/** /admin/venues/{id}/attendees: the venue's paid children, printable for the door. */
export default function AttendeesPage() {
  return (
    <AdminPage title="Attendee sheet">
      <RequireAdmin>
        <Sheet />
      </RequireAdmin>
    </AdminPage>
  );
}
