import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { serverMessage } from '../../api/errors';

interface StaffNoteFormProps {
  /** Saves the note under `key` (the request's Idempotency-Key); rejects when it was not saved. */
  add: (key: string, text: string) => Promise<unknown>;
  isLoading: boolean;
  error: unknown;
}

const newKey = () => crypto.randomUUID();

/**
 * A staff note on a booking's or an order's timeline: one Idempotency-Key per note being written,
 * so a retried press adds it once, and a new key once it is saved.
 */
export function StaffNoteForm({ add, isLoading, error }: StaffNoteFormProps) {
  const [key, setKey] = useState(newKey);
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    void add(key, text).then(
      () => {
        setText('');
        setKey(newKey());
      },
      () => undefined,
    );
  };
  const failed = error
    ? (serverMessage(error, { clientErrorsOnly: true }) ?? 'Could not add the note. Please try again.')
    : undefined;
  return (
    <Stack component="form" onSubmit={submit} direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, mt: 2 }}>
      <TextField
        size="small"
        label="Add a note"
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={Boolean(failed)}
        helperText={failed}
        sx={{ flex: 1 }}
      />
      <Button type="submit" variant="outlined" disabled={isLoading || !text.trim()}>
        Add note
      </Button>
    </Stack>
  );
}
