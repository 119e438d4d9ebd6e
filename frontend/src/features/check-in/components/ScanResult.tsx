import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CheckInResult } from '@robo/domain';
import { GRADE_GROUP_KEYS, useLabel } from '../../../i18n/staff-labels';
import { hhmm } from '../lib/format';

const LOOK: Record<CheckInResult['outcome'], { colour: string; title: string }> = {
  admit: { colour: '#1b7f3b', title: 'ADMIT' },
  already: { colour: '#b26a00', title: 'ALREADY CHECKED IN' },
  duplicate: { colour: '#b26a00', title: 'ALREADY CHECKED IN' },
  refused: { colour: '#b3261e', title: 'NOT ADMITTED' },
};

/** The big answer for one scan: green ADMIT, amber ALREADY CHECKED IN, red NOT ADMITTED with the reason. */
export function ScanResult({ result, offline }: { result: CheckInResult; offline: boolean }) {
  const { colour, title } = LOOK[result.outcome];
  const child = result.child;
  const label = useLabel();
  return (
    <Box
      role="status"
      aria-live="assertive"
      data-outcome={result.outcome}
      sx={{ bgcolor: colour, color: 'white', p: 2.5, borderRadius: 2, textAlign: 'center', boxShadow: 6 }}
    >
      <Typography component="p" sx={{ fontSize: { xs: 40, sm: 56 }, fontWeight: 800, lineHeight: 1.1 }}>
        {title}
      </Typography>
      {result.outcome === 'refused' && (
        <Typography sx={{ fontSize: 24, fontWeight: 600, mt: 1 }}>{result.message}</Typography>
      )}
      {child && (
        <Typography sx={{ fontSize: 22, mt: 1 }}>
          {child.childName} · {label(GRADE_GROUP_KEYS, child.gradeGroup)} · {child.schoolName}
        </Typography>
      )}
      {(result.outcome === 'already' || result.outcome === 'duplicate') && (
        <Typography sx={{ fontSize: 22, mt: 1 }}>
          at {hhmm(result.checkIn.at)} by {result.checkIn.staffName}
        </Typography>
      )}
      {offline && <Typography sx={{ fontSize: 14, mt: 1, opacity: 0.9 }}>Decided offline from the roster</Typography>}
    </Box>
  );
}
