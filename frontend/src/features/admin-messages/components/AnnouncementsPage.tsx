import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  ANNOUNCEMENT_PLACEHOLDERS,
  GRADE_GROUPS,
  type AnnouncementAudience,
  type AnnouncementBookingStatus,
  type AnnouncementDraft,
  type GradeGroup,
  type MessageChannel,
} from '@robo/domain';
import { errorMessage } from '../../../api/errors';
import { ANNOUNCEMENT_STATE_KEYS, CHANNEL_KEYS, GRADE_GROUP_KEYS, countOf, useLabel } from '../../../i18n/staff-labels';
import { useT } from '../../../i18n/useT';
import {
  useAnnouncementQuery,
  useAnnouncementsQuery,
  useCreateAnnouncementMutation,
  usePreviewAnnouncementMutation,
} from '../api/announcements';
import { useAdminVenuesQuery } from '../../../components/admin/api/venues';
import { AdminPage } from '../../../components/admin/AdminPage';
import { RequireAdmin } from '../../../components/admin/RequireAdmin';

type YesNoAny = 'any' | 'yes' | 'no';
const yesNo = (value: YesNoAny): boolean | undefined => (value === 'any' ? undefined : value === 'yes');
const toggle = <T,>(list: T[], item: T): T[] =>
  list.includes(item) ? list.filter((x) => x !== item) : [...list, item];

/** A filter that may be left open: either, yes or no. */
function EitherSelect(props: {
  label: string;
  yes: string;
  no: string;
  value: YesNoAny;
  onChange: (v: YesNoAny) => void;
}) {
  return (
    <TextField
      select
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value as YesNoAny)}
      sx={{ minWidth: 160 }}
    >
      <MenuItem value="any">Either</MenuItem>
      <MenuItem value="yes">{props.yes}</MenuItem>
      <MenuItem value="no">{props.no}</MenuItem>
    </TextField>
  );
}

const COUNT_COLUMNS = [
  ['queued', 'Queued'],
  ['sent', 'Sent'],
  ['delivered', 'Delivered'],
  ['read', 'Read'],
  ['failed', 'Failed'],
  ['held', 'Held'],
  ['optedOut', 'Opted out'],
] as const;

/** Where one announcement's messages are, per channel. */
function AnnouncementCounts({ id }: { id: number }) {
  const { data, isError } = useAnnouncementQuery(id, { pollingInterval: 5000 });
  const { t } = useT();
  const label = useLabel();
  if (isError) return <Alert severity="error">Could not load the announcement.</Alert>;
  if (!data) return null;
  return (
    <Box component="section" aria-label={`Announcement ${id}`} sx={{ mt: 2 }}>
      <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
        {t('admin.announcement.summary', { subject: data.subject, state: data.state, ...countOf(data.recipients) })}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Channel</TableCell>
              {COUNT_COLUMNS.map(([, label]) => (
                <TableCell key={label} align="right">
                  {label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {Object.entries(data.counts).map(([channel, counts]) => (
              <TableRow key={channel}>
                <TableCell>{label(CHANNEL_KEYS, channel)}</TableCell>
                {COUNT_COLUMNS.map(([key, label]) => (
                  <TableCell key={label} align="right">
                    {counts[key]}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}

function AnnouncementForm({ onSent }: { onSent: (id: number) => void }) {
  const venues = useAdminVenuesQuery();
  const { t } = useT();
  const label = useLabel();
  const [venueIds, setVenueIds] = useState<number[]>([]);
  const [gradeGroups, setGradeGroups] = useState<GradeGroup[]>([]);
  const [bookingStatus, setBookingStatus] = useState<AnnouncementBookingStatus>('paid');
  const [checkedIn, setCheckedIn] = useState<YesNoAny>('any');
  const [withKit, setWithKit] = useState<YesNoAny>('any');
  const [channels, setChannels] = useState<MessageChannel[]>(['email', 'whatsapp']);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [sendAt, setSendAt] = useState('');
  const [preview, previewState] = usePreviewAnnouncementMutation();
  const [create, createState] = useCreateAnnouncementMutation();

  const audience: AnnouncementAudience = {
    bookingStatus,
    ...(venueIds.length > 0 && { venueIds }),
    ...(gradeGroups.length > 0 && { gradeGroups }),
    // A waiting family has no check-in and no kit yet: those narrow only paid bookings.
    ...(bookingStatus === 'paid' && yesNo(checkedIn) !== undefined && { checkedIn: yesNo(checkedIn) }),
    ...(bookingStatus === 'paid' && yesNo(withKit) !== undefined && { withKit: yesNo(withKit) }),
  };
  const draft: AnnouncementDraft = { audience, channels, subject, body };
  const shown = previewState.data;

  const send = async () => {
    const result = await create({ ...draft, ...(sendAt && { sendAt: new Date(sendAt).toISOString() }) });
    if ('data' in result && result.data) onSent(result.data.id);
  };

  return (
    <Paper component="form" aria-label="New announcement" sx={{ p: 2 }} onSubmit={(e) => e.preventDefault()}>
      <Stack spacing={2}>
        <FormGroup>
          <FormLabel component="legend">Venues (none ticked: every venue)</FormLabel>
          {venues.data?.map((venue) => (
            <FormControlLabel
              key={venue.id}
              label={`${venue.displayName} (${venue.dateTime})`}
              control={
                <Checkbox
                  checked={venueIds.includes(venue.id)}
                  onChange={() => setVenueIds((ids) => toggle(ids, venue.id))}
                />
              }
            />
          ))}
        </FormGroup>
        <FormGroup row>
          <FormLabel component="legend">Grade groups (none ticked: all)</FormLabel>
          {GRADE_GROUPS.map((group) => (
            <FormControlLabel
              key={group}
              label={label(GRADE_GROUP_KEYS, group)}
              control={
                <Checkbox
                  checked={gradeGroups.includes(group)}
                  onChange={() => setGradeGroups((groups) => toggle(groups, group))}
                />
              }
            />
          ))}
        </FormGroup>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label="Booking status"
            value={bookingStatus}
            onChange={(e) => setBookingStatus(e.target.value as AnnouncementBookingStatus)}
            sx={{ minWidth: 160 }}
          >
            <MenuItem value="paid">Paid</MenuItem>
            <MenuItem value="waiting">On the waiting list</MenuItem>
          </TextField>
          <EitherSelect
            label="Checked in"
            yes="Checked in"
            no="Not checked in"
            value={checkedIn}
            onChange={setCheckedIn}
          />
          <EitherSelect
            label="Takeaway kit"
            yes="With a kit"
            no="Without a kit"
            value={withKit}
            onChange={setWithKit}
          />
        </Stack>
        <FormGroup row>
          <FormLabel component="legend">Channels</FormLabel>
          {(['email', 'whatsapp'] as const).map((channel) => (
            <FormControlLabel
              key={channel}
              label={label(CHANNEL_KEYS, channel)}
              control={
                <Checkbox
                  checked={channels.includes(channel)}
                  onChange={() => setChannels((list) => toggle(list, channel))}
                />
              }
            />
          ))}
        </FormGroup>
        <TextField label="Subject" value={subject} onChange={(e) => setSubject(e.target.value)} required />
        <TextField
          label="Message"
          value={body}
          onChange={(e) => setBody(e.target.value)}
          required
          multiline
          minRows={4}
          helperText={`Placeholders: ${ANNOUNCEMENT_PLACEHOLDERS.map((p) => `{${p}}`).join(' ')}`}
        />
        <TextField
          label="Send at (empty: now)"
          type="datetime-local"
          value={sendAt}
          onChange={(e) => setSendAt(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={() => void preview(draft)} disabled={previewState.isLoading}>
            Preview
          </Button>
          <Button variant="contained" onClick={() => void send()} disabled={createState.isLoading || !shown}>
            {sendAt ? 'Schedule' : 'Send now'}
          </Button>
        </Stack>
        {previewState.isError && (
          <Alert severity="error">{errorMessage(previewState.error, 'Could not preview the announcement.')}</Alert>
        )}
        {createState.isError && (
          <Alert severity="error">{errorMessage(createState.error, 'Could not send the announcement.')}</Alert>
        )}
        {shown && (
          <Box component="section" aria-label="Preview">
            <Typography>{t('admin.announcement.reaches', countOf(shown.recipients))}</Typography>
            {shown.sample?.email && (
              <Paper variant="outlined" sx={{ p: 1, mt: 1 }} aria-label="E-mail preview">
                <Typography sx={{ fontWeight: 600 }}>{shown.sample.email.subject}</Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap' }}>{shown.sample.email.text}</Typography>
              </Paper>
            )}
            {shown.sample?.whatsapp && (
              <Paper variant="outlined" sx={{ p: 1, mt: 1 }} aria-label="WhatsApp preview">
                <Typography sx={{ whiteSpace: 'pre-wrap' }}>{shown.sample.whatsapp.text}</Typography>
              </Paper>
            )}
          </Box>
        )}
      </Stack>
    </Paper>
  );
}

function Announcements() {
  const list = useAnnouncementsQuery();
  const [open, setOpen] = useState<number | null>(null);
  const label = useLabel();
  return (
    <Stack spacing={3}>
      <AnnouncementForm onSent={setOpen} />
      {open !== null && <AnnouncementCounts id={open} />}
      <Box component="section" aria-label="Sent announcements">
        <Typography variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
          Announcements
        </Typography>
        {list.isError && <Alert severity="error">Could not load the announcements.</Alert>}
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Subject</TableCell>
                <TableCell>Send at</TableCell>
                <TableCell>State</TableCell>
                <TableCell align="right">Contacts</TableCell>
                <TableCell>By</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data?.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>{row.subject}</TableCell>
                  <TableCell>{new Date(row.sendAt).toLocaleString('en-IN')}</TableCell>
                  <TableCell>{label(ANNOUNCEMENT_STATE_KEYS, row.state)}</TableCell>
                  <TableCell align="right">{row.recipients}</TableCell>
                  <TableCell>{row.createdBy}</TableCell>
                  <TableCell>
                    <Button size="small" onClick={() => setOpen(row.id)} aria-label={`Counts of ${row.subject}`}>
                      Counts
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </Box>
    </Stack>
  );
}

/** /admin/announcements: choose an audience, preview, send now or later, and follow the counts. */
export default function AnnouncementsPage() {
  return (
    <AdminPage title="Announcements">
      <RequireAdmin>
        <Announcements />
      </RequireAdmin>
    </AdminPage>
  );
}
