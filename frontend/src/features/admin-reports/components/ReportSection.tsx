import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { REPORTS, STORE_EDITION_NOTE, type ReportName } from '@robo/domain';
import { useMemo } from 'react';
import { serverMessage } from '../../../api/errors';
import { useLabel } from '../../../i18n/staff-labels';
import { reportCsvUrl, useReportQuery } from '../api/reports';
import { labelledResult } from './report-format';
import { ReportChart } from './ReportChart';
import { ReportTable } from './ReportTable';

/**
 * One report: its title, a CSV download, and the chart beside the table. Under one edition, a
 * report with store figures says they are every edition's (docs/decisions.md, "Reports and orders back office").
 */
export function ReportSection({
  report,
  from,
  to,
  edition,
}: {
  report: ReportName;
  from: string;
  to: string;
  /** An edition's id or `all`. */
  edition: string;
}) {
  const definition = REPORTS[report];
  const args = { report, from, to, edition };
  const { data: answer, isFetching, isError, error, refetch } = useReportQuery(args);
  const label = useLabel();
  const data = useMemo(() => answer && labelledResult(label, answer), [answer, label]);
  const headingId = `report-${report}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2.5 }}>
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 240 }}>
          <Typography id={headingId} variant="h3" component="h2">
            {definition.title}
          </Typography>
          <Typography color="text.secondary">{definition.description}</Typography>
          {definition.figures !== 'workshop' && edition !== 'all' && (
            <Typography variant="body2" color="text.secondary">
              {STORE_EDITION_NOTE}
            </Typography>
          )}
        </Box>
        <Button
          component="a"
          href={reportCsvUrl(args)}
          download
          startIcon={<Download aria-hidden />}
          variant="outlined"
        >
          Download CSV
        </Button>
      </Stack>
      {isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Retry
            </Button>
          }
        >
          {serverMessage(error, { clientErrorsOnly: true }) ?? 'Could not load this report.'}
        </Alert>
      )}
      {isFetching && !data && <Skeleton variant="rounded" height={280} aria-label={`Loading ${definition.title}`} />}
      {data && (
        <Box
          aria-busy={isFetching}
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 5fr) minmax(0, 6fr)' },
            opacity: isFetching ? 0.6 : 1,
          }}
        >
          <ReportChart result={data} labelKey={definition.labelKey} title={definition.title} />
          <ReportTable definition={definition} rows={data.rows} />
        </Box>
      )}
    </Paper>
  );
}
