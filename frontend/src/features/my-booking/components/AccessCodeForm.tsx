import { Trans } from '@lingui/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ACCESS_CODE_CHANNEL,
  ACCESS_CODE_LENGTH,
  EMAIL_RE,
  MESSAGES,
  e164Mobile,
  type AccessCodeSent,
} from '@robo/domain';
import { useState, type FormEvent } from 'react';
import { translatedServerMessage, translateMessage } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import { useRequestAccessCodeMutation, useVerifyAccessCodeMutation } from '../api/my-booking-api';

/** The phone or e-mail as the API takes it; null when it reads as neither. */
function contactOf(input: string): { phone: string } | { email: string } | null {
  const value = input.trim();
  if (value.includes('@')) return EMAIL_RE.test(value) ? { email: value } : null;
  return e164Mobile(value) ? { phone: value } : null;
}

/** Where the code went, as the "Sent by ..." line says it (keys in myBooking.json). */
const SENT_BY = { whatsapp: 'myBooking.code.sentByWhatsapp', email: 'myBooking.code.sentByEmail' } as const;

/**
 * Step 1 asks for the phone or e-mail booked with (the code goes to it: WhatsApp or e-mail);
 * step 2 says where it went, masked, takes the code and opens the parent's bookings.
 */
export function AccessCodeForm() {
  const { t, language } = useT();
  const [contact, setContact] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<(AccessCodeSent & { by: keyof typeof SENT_BY }) | null>(null);
  const [requestCode, requesting] = useRequestAccessCodeMutation();
  const [verifyCode, verifying] = useVerifyAccessCodeMutation();
  const parsed = contactOf(contact);

  const ask = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!parsed)
      return setProblem(
        contact.includes('@') ? translateMessage(t, MESSAGES.emailInvalid) : t('myBooking.contact.required'),
      );
    try {
      const answer = await requestCode(parsed).unwrap();
      setSent({ ...answer, by: ACCESS_CODE_CHANNEL['phone' in parsed ? 'phone' : 'email'] });
    } catch (error) {
      setProblem(translatedServerMessage({ t, language }, error) ?? t('myBooking.code.sendFailed'));
    }
  };
  const check = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!parsed || !new RegExp(`^\\d{${ACCESS_CODE_LENGTH}}$`).test(code.trim()))
      return setProblem(t('myBooking.code.format'));
    try {
      await verifyCode({ ...parsed, code: code.trim() }).unwrap();
    } catch (error) {
      setProblem(translatedServerMessage({ t, language }, error) ?? t('myBooking.code.checkFailed'));
    }
  };

  if (sent) {
    return (
      <Stack component="form" spacing={2} onSubmit={check} noValidate sx={{ maxWidth: 420 }}>
        {/* The server's answer is always MY_BOOKING_MESSAGES.codeSent: the same words, in the page's language. */}
        <Alert severity="info">{t('myBooking.code.sent')}</Alert>
        <Typography>
          <Trans id={SENT_BY[sent.by]} values={{ sentTo: sent.sentTo }} components={{ 0: <strong /> }} />
        </Typography>
        <TextField
          label={t('myBooking.code.label')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoFocus
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: ACCESS_CODE_LENGTH + 2 } }}
          error={!!problem}
          helperText={problem ?? ' '}
        />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={verifying.isLoading}>
            {t('myBooking.code.show')}
          </Button>
          <Button
            onClick={() => {
              setSent(null);
              setCode('');
              setProblem(null);
            }}
          >
            {t('myBooking.code.another')}
          </Button>
        </Stack>
      </Stack>
    );
  }
  return (
    <Stack component="form" spacing={2} onSubmit={ask} noValidate sx={{ maxWidth: 420 }}>
      <TextField
        label={t('myBooking.contact.label')}
        value={contact}
        onChange={(e) => setContact(e.target.value)}
        autoComplete="email"
        helperText={problem ?? t('myBooking.contact.help')}
        error={!!problem}
      />
      <Button type="submit" variant="contained" disabled={requesting.isLoading} sx={{ alignSelf: 'flex-start' }}>
        {t('myBooking.contact.send')}
      </Button>
    </Stack>
  );
}
