import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AdminWaitlistEntry } from '@robo/domain';
import { useState } from 'react';
import { serverMessage } from '../../../api/errors';
import { GRADE_GROUP_KEYS, WAITLIST_STATUS_KEYS, countOf, useLabel } from '../../../i18n/staff-labels';
import { useT } from '../../../i18n/useT';
import { useAdminVenuesQuery } from '../../../components/admin/api/venues';
import { useAdminWaitlistQuery, useWaitlistActionMutation, type WaitlistAction } from '../api/waitlist';
import { AdminPage } from '../../../components/admin/AdminPage';
import { RequireAdmin } from '../../../components/admin/RequireAdmin';

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
const at = (value: string | null) => (value ? when.format(new Date(value)) : '');

const ACTIONS: Array<{ action: WaitlistAction; label: string; when: (e: AdminWaitlistEntry) => boolean }> = [
  { action: 'move-up', label: 'Move up', when: (e) => e.status === 'waiting' && e.position !== 1 },
  { action: 'offer', label: 'Send offer', when: (e) => e.status === 'waiting' },
  { action: 'remove', label: 'Remove', when: (e) => e.status === 'waiting' || e.status === 'offered' },
];

function EntryRow({ entry, act }: { entry: AdminWaitlistEntry; act: (action: WaitlistAction) => void }) {
  const label = useLabel();
  return (
    <TableRow>
      <TableCell>{entry.position ?? ''}</TableCell>
      <TableCell>
        <Typography sx={{ fontWeight: 600 }}>{entry.childName}</Typography>
        <Typography variant="body2" color="text.secondary">
          {label(GRADE_GROUP_KEYS, entry.gradeGroup)} · {entry.schoolName}
        </Typography>
      </TableCell>
      <TableCell>
        {entry.parentName}
        <Typography variant="body2" color="text.secondary">
          +{entry.phoneNumber} · {entry.email}
        </Typography>
      </TableCell>
      <TableCell>
        <Chip
          size="small"
          label={label(WAITLIST_STATUS_KEYS, entry.status)}
          color={entry.status === 'offered' ? 'primary' : 'default'}
        />
        {entry.offerExpiresAt && (
          <Typography variant="body2" color="text.secondary">
            offered {at(entry.offeredAt)}, until {at(entry.offerExpiresAt)}
          </Typography>
        )}
        {entry.bookingId && <Typography variant="body2">{entry.bookingId}</Typography>}
      </TableCell>
      <TableCell>
        {ACTIONS.filter((a) => a.when(entry)).map((a) => (
          <Button key={a.action} size="small" onClick={() => act(a.action)}>
            {a.label}
          </Button>
        ))}
      </TableCell>
    </TableRow>
  );
}

function Waitlist() {
  const venues = useAdminVenuesQuery();
  const [venueId, setVenueId] = useState(0);
  const list = useAdminWaitlistQuery(venueId, { skip: !venueId });
  const [runAction, action] = useWaitlistActionMutation();
  const { t } = useT();
  const act = (id: number, name: WaitlistAction) => void runAction({ id, action: name }).catch(() => undefined);
  return (
    <Stack sx={{ gap: 2 }}>
      <TextField
        select
        label="Venue"
        value={venueId || ''}
        onChange={(event) => setVenueId(Number(event.target.value))}
        sx={{ maxWidth: 420 }}
      >
        {venues.data?.map((venue) => (
          <MenuItem key={venue.id} value={venue.id}>
            {venue.displayName} ({venue.waitingEntries} waiting)
          </MenuItem>
        ))}
      </TextField>
      {action.error && <Alert severity="error">{serverMessage(action.error) ?? 'That did not work.'}</Alert>}
      {list.data && (
        <>
          <Typography>{t('admin.count.entries', countOf(list.data.total))}</Typography>
          <Table size="small" aria-label="Waiting list">
            <TableHead>
              <TableRow>
                <TableCell>#</TableCell>
                <TableCell>Child</TableCell>
                <TableCell>Parent</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data.items.map((entry) => (
                <EntryRow key={entry.id} entry={entry} act={(name) => act(entry.id, name)} />
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </Stack>
  );
}

/** /admin/waitlist: a venue's waiting list with its offers; move up, remove, send an offer by hand. */
export default function WaitlistPage() {
  return (
    <AdminPage title="Waiting list">
      <RequireAdmin>
        <Waitlist />
      </RequireAdmin>
    </AdminPage>
  );
}
