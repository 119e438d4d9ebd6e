import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminMessageDetail } from '@robo/domain';
import { useEffect, useState } from 'react';
import { failureText } from '../../../api/errors';
import {
  CHANNEL_KEYS,
  DELIVERY_STATUS_KEYS,
  MESSAGE_STATE_KEYS,
  MESSAGE_TEMPLATE_KEYS,
  countOf,
  useLabel,
} from '../../../i18n/staff-labels';
import { useT } from '../../../i18n/useT';
import { useAdminMessageQuery, useRetryMessageMutation } from '../api/messages';

const RETRYABLE = new Set(['failed', 'held']);

function Sent({ message }: { message: AdminMessageDetail }) {
  if (message.html) {
    // The e-mail exactly as sent, isolated: no scripts, no access to the admin page.
    return (
      <Box
        component="iframe"
        title={`E-mail ${message.subject ?? ''}`}
        sandbox=""
        srcDoc={message.html}
        sx={{ width: '100%', height: 480, border: 1, borderColor: 'divider', borderRadius: 1 }}
      />
    );
  }
  if (message.text) {
    return (
      <Typography
        component="pre"
        sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', bgcolor: 'action.hover', p: 2, borderRadius: 1, m: 0 }}
      >
        {message.text}
      </Typography>
    );
  }
  return <Alert severity="info">Not rendered yet: the content is fixed at the first delivery attempt.</Alert>;
}

/** One message as it was sent: the e-mail (HTML, attachments) or the WhatsApp request, with a retry for failed and held ones. */
export function MessagePreview({ id, onClose }: { id: string; onClose: () => void }) {
  // While a retried message waits for its provider, its state is read again every second.
  const [waiting, setWaiting] = useState(false);
  const { data: message, isError } = useAdminMessageQuery(id, { pollingInterval: waiting ? 1000 : 0 });
  useEffect(() => setWaiting(message?.state === 'queued'), [message?.state]);
  const [retry, retrying] = useRetryMessageMutation();
  const { t } = useT();
  const label = useLabel();
  const template =
    message?.channel === 'whatsapp'
      ? (message.whatsappRequest as { template?: { name: string } } | null)?.template?.name
      : undefined;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="message-preview-title">
      <DialogTitle id="message-preview-title">
        {message?.subject ?? (message ? `${label(MESSAGE_TEMPLATE_KEYS, message.template)} on WhatsApp` : 'Message')}
      </DialogTitle>
      <DialogContent>
        {isError && <Alert severity="error">Could not load the message.</Alert>}
        {message && (
          <Stack spacing={2}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Chip size="small" label={label(CHANNEL_KEYS, message.channel)} />
              <Chip
                size="small"
                color={message.state === 'failed' ? 'error' : message.state === 'sent' ? 'success' : 'default'}
                label={label(MESSAGE_STATE_KEYS, message.state)}
              />
              {message.deliveryStatus && (
                <Chip
                  size="small"
                  variant="outlined"
                  label={`Delivery: ${label(DELIVERY_STATUS_KEYS, message.deliveryStatus)}`}
                />
              )}
              {template && <Chip size="small" variant="outlined" label={`Template ${template}`} />}
            </Stack>
            <Typography variant="body2">
              To {message.recipient} · {t('admin.count.attempts', countOf(message.attempts))}
              {message.providerId ? ` · provider id ${message.providerId}` : ''}
            </Typography>
            {message.lastError && (
              <Alert severity={message.state === 'held' ? 'info' : 'warning'}>{message.lastError}</Alert>
            )}
            {retrying.isError && (
              <Alert severity="error">{failureText(retrying.error, 'Could not retry the message.')}</Alert>
            )}
            <Sent message={message} />
            {message.attachments.length > 0 && (
              <Typography variant="body2">
                Attachments: {message.attachments.map((a) => a.filename).join(', ')}
              </Typography>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {message && RETRYABLE.has(message.state) && (
          <Button onClick={() => void retry(message.id)} disabled={retrying.isLoading}>
            Retry
          </Button>
        )}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
