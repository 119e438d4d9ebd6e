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
  MY_BOOKING_MESSAGES,
  e164Mobile,
  type AccessCodeSent,
} from '@robo/domain';
import { useState, type FormEvent } from 'react';
import { serverMessage } from '../../../api/errors';
import { useRequestAccessCodeMutation, useVerifyAccessCodeMutation } from '../api/my-booking-api';

/** The phone or e-mail as the API takes it; null when it reads as neither. */
function contactOf(input: string): { phone: string } | { email: string } | null {
  const value = input.trim();
  if (value.includes('@')) return EMAIL_RE.test(value) ? { email: value } : null;
  return e164Mobile(value) ? { phone: value } : null;
}

const CHANNEL_NAMES = { whatsapp: 'WhatsApp', email: 'e-mail' } as const;

/**
 * Step 1 asks for the phone or e-mail booked with (the code goes to it: WhatsApp or e-mail);
 * step 2 says where it went, masked, takes the code and opens the parent's bookings.
 */
export function AccessCodeForm() {
  const [contact, setContact] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<(AccessCodeSent & { by: string }) | null>(null);
  const [requestCode, requesting] = useRequestAccessCodeMutation();
  const [verifyCode, verifying] = useVerifyAccessCodeMutation();
  const parsed = contactOf(contact);

  const ask = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!parsed) return setProblem(contact.includes('@') ? MESSAGES.emailInvalid : MY_BOOKING_MESSAGES.contactRequired);
    try {
      const answer = await requestCode(parsed).unwrap();
      setSent({ ...answer, by: CHANNEL_NAMES[ACCESS_CODE_CHANNEL['phone' in parsed ? 'phone' : 'email']] });
    } catch (error) {
      setProblem(serverMessage(error) ?? 'Could not send a code. Please try again.');
    }
  };
  const check = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!parsed || !new RegExp(`^\\d{${ACCESS_CODE_LENGTH}}$`).test(code.trim()))
      return setProblem(MY_BOOKING_MESSAGES.codeFormat);
    try {
      await verifyCode({ ...parsed, code: code.trim() }).unwrap();
    } catch (error) {
      setProblem(serverMessage(error) ?? 'Could not check the code. Please try again.');
    }
  };

  if (sent) {
    return (
      <Stack component="form" spacing={2} onSubmit={check} noValidate sx={{ maxWidth: 420 }}>
        <Alert severity="info">{sent.message}</Alert>
        <Typography>
          Sent by {sent.by} to <strong>{sent.sentTo}</strong>
        </Typography>
        <TextField
          label="6-digit code"
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
            Show my bookings
          </Button>
          <Button
            onClick={() => {
              setSent(null);
              setCode('');
              setProblem(null);
            }}
          >
            Use another number or e-mail
          </Button>
        </Stack>
      </Stack>
    );
  }
  return (
    <Stack component="form" spacing={2} onSubmit={ask} noValidate sx={{ maxWidth: 420 }}>
      <TextField
        label="Phone number or e-mail"
        value={contact}
        onChange={(e) => setContact(e.target.value)}
        autoComplete="email"
        helperText={
          problem ??
          'The one you used for the booking or order: a phone number gets the code on WhatsApp, an e-mail address by e-mail.'
        }
        error={!!problem}
      />
      <Button type="submit" variant="contained" disabled={requesting.isLoading} sx={{ alignSelf: 'flex-start' }}>
        Send me a code
      </Button>
    </Stack>
  );
}
