import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { countOf } from '../../../i18n/staff-labels';
import { useT } from '../../../i18n/useT';
import { useDoorScanner } from '../hooks/useDoorScanner';
import { signal } from '../lib/feedback';
import { hhmm } from '../lib/format';
import { FindChild } from './FindChild';
import { KitHandover } from './KitHandover';
import { QrCamera } from './QrCamera';
import { ScanResult } from './ScanResult';

/** The full-screen scanner for one venue: camera, answer, counts, offline state and manual search. */
export function DoorScreen({ venueId, onChangeVenue }: { venueId: number; onChangeVenue: () => void }) {
  const door = useDoorScanner(venueId);
  const { t } = useT();
  const [searching, setSearching] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [cameraError, setCameraError] = useState<string>();
  const { submit, undo, last, handOverKit, undoKit } = door;

  const run = useCallback(
    async (scan: { code?: string; bookingId?: string }) => {
      try {
        await submit(scan);
        setFailure(undefined);
      } catch (err) {
        setFailure(err instanceof Error ? err.message : 'Could not check in');
      }
    },
    [submit],
  );

  const takeBack = useCallback(
    async (bookingId: string) => {
      try {
        await undo(bookingId);
        setFailure(undefined);
      } catch (err) {
        setFailure(err instanceof Error ? err.message : 'Could not undo the check-in');
      }
    },
    [undo],
  );
  const kitAction = useCallback(async (action: (bookingId: string) => Promise<void>, bookingId: string) => {
    try {
      await action(bookingId);
      setFailure(undefined);
    } catch (err) {
      setFailure(err instanceof Error ? err.message : 'Could not record the kit');
    }
  }, []);
  const admitted = last && last.result.outcome !== 'refused' ? last.result : undefined;

  // Once per scan: a kit handed over afterwards changes the answer on screen but sounds nothing.
  const lastSeq = last?.seq;
  const lastOutcome = last?.result.outcome;
  useEffect(() => {
    if (lastOutcome) signal(lastOutcome);
  }, [lastSeq, lastOutcome]);

  const counts = door.counts;
  return (
    <Box sx={{ position: 'fixed', inset: 0, overflow: 'hidden', color: 'white' }}>
      <QrCamera onCode={(code) => void run({ code })} onUnavailable={setCameraError} />
      {/* In the flow over the camera: the bar wraps to several lines on a phone, and what follows stays below it. */}
      <Box sx={{ position: 'relative', p: 1.5, bgcolor: 'rgba(0,0,0,0.6)' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="h1" sx={{ fontWeight: 700, flexGrow: 1 }}>
            {door.roster?.venue.displayName ?? 'Check-in'}
          </Typography>
          <Typography aria-label="Counts" sx={{ fontWeight: 700 }}>
            {counts ? `Arrived ${counts.arrived} / paid ${counts.paid} / capacity ${counts.capacity}` : ''}
          </Typography>
          {counts && counts.kitsDue > 0 && (
            <Typography aria-label="Kits" sx={{ fontWeight: 700 }}>
              Kits {counts.kitsHanded} / {counts.kitsDue}
            </Typography>
          )}
          <FormControlLabel
            sx={{ m: 0 }}
            label="Work offline"
            control={<Switch checked={door.manualOffline} onChange={(e) => door.setManualOffline(e.target.checked)} />}
          />
          <Button size="small" color="inherit" component={Link} to={`/admin/check-in/conflicts?venue=${venueId}`}>
            Conflicts
          </Button>
          <Button size="small" color="inherit" onClick={onChangeVenue}>
            Change venue
          </Button>
        </Box>
        <Typography variant="body2">
          {door.roster
            ? `roster of ${door.roster.bookings.length} as of ${hhmm(door.roster.asOf)}`
            : 'Loading the roster…'}
        </Typography>
        {(!door.online || door.waiting > 0) && (
          <Alert severity={door.online ? 'info' : 'warning'} sx={{ mt: 1 }}>
            {door.online
              ? `sending ${t('admin.count.scans', countOf(door.waiting))}…`
              : `offline — ${t('admin.count.scans', countOf(door.waiting))} waiting`}
          </Alert>
        )}
        {door.duplicates > 0 && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {t('admin.checkIn.duplicates', countOf(door.duplicates))} of an earlier check-in (see the{' '}
            <Link to={`/admin/check-in/conflicts?venue=${venueId}`}>conflicts list</Link>).
          </Alert>
        )}
        {door.loadError && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {door.loadError}
          </Alert>
        )}
        {failure && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {failure}
          </Alert>
        )}
        {door.undone && (
          <Alert severity="info" sx={{ mt: 1 }}>
            Check-in of {door.undone} undone
          </Alert>
        )}
      </Box>
      {cameraError && (
        <Alert severity="warning" sx={{ position: 'relative', m: 1.5 }}>
          Camera not available ({cameraError}). Use Find a child below.
        </Alert>
      )}
      <Box sx={{ position: 'absolute', left: 12, right: 12, bottom: 76 }}>
        {last && <ScanResult key={last.seq} result={last.result} offline={last.offline} />}
        {admitted?.kit && (
          <KitHandover
            child={admitted.child}
            kit={admitted.kit}
            online={door.online}
            onHandOver={(bookingId) => void kitAction(handOverKit, bookingId)}
            onUndo={(bookingId) => void kitAction(undoKit, bookingId)}
          />
        )}
        {door.canUndo && admitted && (
          <Button
            fullWidth
            variant="contained"
            color="inherit"
            sx={{ mt: 1, color: 'black' }}
            onClick={() => void takeBack(admitted.child.bookingId)}
            aria-label={`Undo check-in of ${admitted.child.childName}`}
          >
            Undo check-in
          </Button>
        )}
      </Box>
      <Box
        sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, p: 1.5, display: 'flex', justifyContent: 'center' }}
      >
        <Button variant="contained" size="large" onClick={() => setSearching(true)}>
          Find a child
        </Button>
      </Box>
      <Drawer anchor="bottom" open={searching} onClose={() => setSearching(false)}>
        <Paper sx={{ p: 2, minHeight: '50vh' }}>
          <FindChild
            venueId={venueId}
            online={door.online}
            roster={door.roster}
            onHandOverKit={async (bookingId) => {
              await kitAction(handOverKit, bookingId);
              setSearching(false);
            }}
            onAdmit={async (bookingId) => {
              await run({ bookingId });
              setSearching(false);
            }}
            onUndo={
              door.canUndo
                ? async (bookingId) => {
                    await takeBack(bookingId);
                    setSearching(false);
                  }
                : undefined
            }
          />
        </Paper>
      </Drawer>
    </Box>
  );
}
