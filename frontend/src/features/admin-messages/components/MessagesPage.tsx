import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { MESSAGE_CHANNELS, MESSAGE_STATES, MESSAGE_TEMPLATES, type AdminMessage } from '@robo/domain';
import { useEffect, useMemo, useState } from 'react';
import {
  CHANNEL_KEYS,
  DELIVERY_STATUS_KEYS,
  MESSAGE_STATE_KEYS,
  MESSAGE_TEMPLATE_KEYS,
  countOf,
  useLabel,
  type Label,
} from '../../../i18n/staff-labels';
import { useT } from '../../../i18n/useT';
import { useAdminMessagesQuery } from '../api/messages';
import { useDebounced } from '../../../components/admin/hooks/useDebounced';
import { AdminPage } from '../../../components/admin/AdminPage';
import { MessagePreview } from './MessagePreview';
import { RequireAdmin } from '../../../components/admin/RequireAdmin';
import { ServerGrid, type GridPageState } from '../../../components/admin/ServerGrid';

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
const at = (value: string | null) => (value ? when.format(new Date(value)) : '');

/** The grid's columns, with templates, channels and states as their labels. */
const columns = (label: Label): GridColDef<AdminMessage>[] => [
  { field: 'createdAt', headerName: 'Queued', width: 170, valueFormatter: (value: string) => at(value) },
  {
    field: 'template',
    headerName: 'Message',
    width: 170,
    sortable: false,
    valueFormatter: (value: string) => label(MESSAGE_TEMPLATE_KEYS, value),
  },
  {
    field: 'channel',
    headerName: 'Channel',
    width: 100,
    sortable: false,
    valueFormatter: (value: string) => label(CHANNEL_KEYS, value),
  },
  { field: 'recipient', headerName: 'To', width: 220, sortable: false },
  {
    field: 'state',
    headerName: 'State',
    width: 110,
    sortable: false,
    renderCell: ({ value }) => (
      <Chip
        size="small"
        color={value === 'failed' ? 'error' : value === 'sent' ? 'success' : 'default'}
        label={label(MESSAGE_STATE_KEYS, value as string)}
      />
    ),
  },
  {
    field: 'deliveryStatus',
    headerName: 'Delivery',
    width: 100,
    sortable: false,
    valueFormatter: (value: string | null) => (value ? label(DELIVERY_STATUS_KEYS, value) : ''),
  },
  { field: 'attempts', headerName: 'Attempts', width: 90 },
  {
    field: 'bookingId',
    headerName: 'Booking / order',
    width: 140,
    sortable: false,
    valueGetter: (_v, row) => row.bookingId ?? row.orderId ?? '',
  },
  { field: 'lastError', headerName: 'Last error', width: 260, sortable: false },
  { field: 'sentAt', headerName: 'Sent', width: 170, valueFormatter: (value: string | null) => at(value) },
];

function Messages() {
  const [state, setState] = useState<GridPageState>({ page: 1, pageSize: 50, sort: '-createdAt' });
  const [q, setQ] = useState('');
  const [messageState, setMessageState] = useState('');
  const [channel, setChannel] = useState('');
  const [template, setTemplate] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const { t } = useT();
  const label = useLabel();
  const gridColumns = useMemo(() => columns(label), [label]);
  const search = useDebounced(q.trim(), 300);
  // Messages still queued are read again every few seconds until their provider answered.
  const [waiting, setWaiting] = useState(false);
  const list = useAdminMessagesQuery(
    {
      ...state,
      q: search,
      state: messageState || undefined,
      channel: channel || undefined,
      template: template || undefined,
    },
    { pollingInterval: waiting ? 3000 : 0 },
  );
  const { data } = list;
  const anyQueued = data?.items.some((message) => message.state === 'queued') ?? false;
  useEffect(() => setWaiting(anyQueued), [anyQueued]);
  const filter = (set: (value: string) => void) => (event: { target: { value: string } }) => {
    set(event.target.value);
    setState((current) => ({ ...current, page: 1 }));
  };
  return (
    <>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        <TextField
          size="small"
          type="search"
          label="Find a message"
          placeholder="E-mail, phone, booking or order id"
          value={q}
          onChange={filter(setQ)}
          sx={{ minWidth: 260 }}
        />
        <TextField
          size="small"
          select
          label="State"
          value={messageState}
          onChange={filter(setMessageState)}
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="">Any state</MenuItem>
          {MESSAGE_STATES.map((value) => (
            <MenuItem key={value} value={value}>
              {label(MESSAGE_STATE_KEYS, value)} ({data?.counts[value] ?? 0})
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          select
          label="Channel"
          value={channel}
          onChange={filter(setChannel)}
          sx={{ minWidth: 130 }}
        >
          <MenuItem value="">Both</MenuItem>
          {MESSAGE_CHANNELS.map((value) => (
            <MenuItem key={value} value={value}>
              {label(CHANNEL_KEYS, value)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          select
          label="Message"
          value={template}
          onChange={filter(setTemplate)}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">Every message</MenuItem>
          {MESSAGE_TEMPLATES.map((value) => (
            <MenuItem key={value} value={value}>
              {label(MESSAGE_TEMPLATE_KEYS, value)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {data && data.counts.failed > 0 && !messageState && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('admin.messages.failed', countOf(data.counts.failed))}
        </Alert>
      )}
      <ServerGrid
        gridId="messages"
        label="Messages"
        columns={gridColumns}
        query={list}
        failedText="Could not load the messages."
        state={state}
        onStateChange={setState}
        onRowClick={(row) => setOpen(row.id)}
      />
      {open && <MessagePreview id={open} onClose={() => setOpen(null)} />}
    </>
  );
}

/** /admin/messages: every e-mail and WhatsApp message with its state; open one to see it as sent, retry a failed one. */
export default function MessagesPage() {
  return (
    <AdminPage title="Messages">
      <RequireAdmin>
        <Messages />
      </RequireAdmin>
    </AdminPage>
  );
}
