import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { forgetStaffDeviceData } from '../../../api/staff-device-data';
import { useStaffCatalog } from '../../../i18n/useStaffCatalog';
import { checkInClient, NetworkError, type DoorVenue } from '../api/check-in-client';
import { registerCheckInWorker } from '../lib/service-worker';
import { DoorScreen } from './DoorScreen';

type Access = 'checking' | 'signed-in' | 'signed-out' | 'offline';

/**
 * /admin/check-in: choose a venue, then scan. Offline (no answer from the server) it opens the
 * venue chosen last with its cached roster; the page itself comes from the service worker's cache.
 */
export default function CheckInPage() {
  const [params, setParams] = useSearchParams();
  const venueId = Number(params.get('venue')) || undefined;
  const [access, setAccess] = useState<Access>('checking');
  const [venues, setVenues] = useState<DoorVenue[]>();
  // The edition on sale unless the door asks for every edition's venues (a workshop of a closed one).
  const [everyEdition, setEveryEdition] = useState(false);
  const [error, setError] = useState<string>();
  const messagesReady = useStaffCatalog();

  useEffect(() => {
    registerCheckInWorker();
    checkInClient
      .signedIn()
      .then(({ authenticated }) => {
        // Signed out (or the session ended): no roster or queued scan of the last session stays here.
        if (!authenticated) void forgetStaffDeviceData();
        setAccess(authenticated ? 'signed-in' : 'signed-out');
      })
      .catch((err: unknown) => (err instanceof NetworkError ? setAccess('offline') : setError(String(err))));
  }, []);

  useEffect(() => {
    if (access !== 'signed-in' || venueId) return;
    checkInClient
      .venues(everyEdition)
      .then(setVenues)
      .catch((err: unknown) => setError(err instanceof Error ? err.message : String(err)));
  }, [access, venueId, everyEdition]);

  if (error)
    return (
      <Container sx={{ py: 4 }}>
        <Alert severity="error">{error}</Alert>
      </Container>
    );
  if (access === 'checking' || !messagesReady)
    return (
      <Container sx={{ py: 4 }}>
        <Typography>Checking sign-in…</Typography>
      </Container>
    );
  if (access === 'signed-out') {
    return (
      <Container sx={{ py: 4 }}>
        <Alert
          severity="info"
          action={
            <Button component={Link} to="/admin">
              Sign in
            </Button>
          }
        >
          Sign in to check children in.
        </Alert>
      </Container>
    );
  }
  if (venueId) return <DoorScreen venueId={venueId} onChangeVenue={() => setParams({})} />;
  if (access === 'offline') {
    return (
      <Container sx={{ py: 4 }}>
        <Alert severity="warning">No network: open the scanner of a venue while online first.</Alert>
      </Container>
    );
  }
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Typography component="h1" variant="h4" gutterBottom>
        Check-in
      </Typography>
      <Typography gutterBottom>Choose the venue you are admitting children to.</Typography>
      {!venues ? (
        <Typography>Loading venues…</Typography>
      ) : venues.length === 0 ? (
        <Typography>No active venues.</Typography>
      ) : (
        <List>
          {venues.map((venue) => (
            <ListItemButton key={venue.id} onClick={() => setParams({ venue: String(venue.id) })}>
              <ListItemText primary={venue.displayName} secondary={venue.dateTime} />
            </ListItemButton>
          ))}
        </List>
      )}
      <Button onClick={() => setEveryEdition((every) => !every)}>
        {everyEdition ? 'Only the edition on sale' : 'Venues of every edition'}
      </Button>
    </Container>
  );
}
