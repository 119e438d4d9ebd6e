import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { currentSeason, REPORT_NAMES, resolveReportRange, type ReportRange } from '@robo/domain';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage';
import { AdminToolbar } from '../../../components/admin/AdminToolbar';
import { EditionSelect, useEditionChoice } from '../../../components/admin/EditionSelect';
import { RequireAdmin } from '../../../components/admin/RequireAdmin';
import { ReportSection } from './ReportSection';

/** The range in the address (so a report can be linked and reloaded), the season by default. */
function useReportRange(): [ReportRange | { error: string }, (range: ReportRange) => void] {
  const [params, setParams] = useSearchParams();
  const range = resolveReportRange(params.get('from') ?? undefined, params.get('to') ?? undefined);
  return [range, (next) => setParams({ from: next.from, to: next.to })];
}

function RangeForm({ initial, onApply }: { initial: Partial<ReportRange>; onApply: (range: ReportRange) => void }) {
  const season = currentSeason();
  const [from, setFrom] = useState(initial.from ?? season.from);
  const [to, setTo] = useState(initial.to ?? season.to);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ from, to });
  };
  return (
    <Stack
      component="form"
      direction="row"
      onSubmit={submit}
      sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}
      aria-label="Report range"
    >
      <TextField
        label="From"
        type="date"
        size="small"
        value={from}
        onChange={(e) => setFrom(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label="To"
        type="date"
        size="small"
        value={to}
        onChange={(e) => setTo(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Button type="submit" variant="contained">
        Show
      </Button>
      <Button
        onClick={() => {
          setFrom(season.from);
          setTo(season.to);
          onApply(season);
        }}
      >
        This season
      </Button>
    </Stack>
  );
}

function Reports() {
  const [range, setRange] = useReportRange();
  const valid = 'error' in range ? null : range;
  // The edition on sale by default, as on the bookings desk.
  const editions = useEditionChoice();
  const edition = editions.param;
  return (
    <>
      <AdminToolbar>
        <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
          <EditionSelect state={editions} />
          <RangeForm key={valid ? `${valid.from}/${valid.to}` : 'invalid'} initial={valid ?? {}} onApply={setRange} />
        </Stack>
      </AdminToolbar>
      {'error' in range && <Alert severity="error">{range.error}</Alert>}
      {valid && edition && (
        <Stack sx={{ gap: 3 }}>
          {REPORT_NAMES.map((report) => (
            <ReportSection key={report} report={report} from={valid.from} to={valid.to} edition={edition} />
          ))}
        </Stack>
      )}
    </>
  );
}

/** /admin/reports: revenue and conversion over a range of days in India (backend/src/reports/README.md). */
export default function ReportsPage() {
  return (
    <AdminPage title="Reports">
      <RequireAdmin>
        <Reports />
      </RequireAdmin>
    </AdminPage>
  );
}
