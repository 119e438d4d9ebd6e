import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useAdminEditionsQuery } from './api/editions';

/** '' while the editions load, 'all', or an edition's id. */
export type EditionChoice = '' | 'all' | number;

/**
 * The edition a screen shows, starting at the one on sale (every edition when none is, or when
 * the editions cannot be read).
 */
export function useEditionChoice() {
  const { data: editions, isError } = useAdminEditionsQuery();
  const [choice, setChoice] = useState<EditionChoice>('');
  useEffect(() => {
    // Editions unreadable: the screen still works, over every edition.
    if ((editions || isError) && choice === '') setChoice(editions?.find((e) => e.status === 'on_sale')?.id ?? 'all');
  }, [editions, isError, choice]);
  return {
    editions: editions ?? [],
    choice,
    setChoice,
    /** Whether the first choice is made (reading before it would fetch every edition first). */
    ready: choice !== '',
    edition: typeof choice === 'number' ? choice : undefined,
    /** The `edition` query parameter of the desk, its export and the door: an id or `all`. */
    param: choice === '' ? undefined : String(choice),
  };
}

/** The edition picker of a screen that filters by edition. */
export function EditionSelect({
  state,
  onChange,
}: {
  state: ReturnType<typeof useEditionChoice>;
  /** Told after each choice (e.g. to go back to the first page). */
  onChange?: () => void;
}) {
  return (
    <TextField
      select
      size="small"
      label="Edition"
      value={state.choice}
      onChange={(event) => {
        state.setChoice(event.target.value === 'all' ? 'all' : Number(event.target.value));
        onChange?.();
      }}
      sx={{ minWidth: 220 }}
    >
      {state.choice === '' && <MenuItem value="">Loading…</MenuItem>}
      <MenuItem value="all">All editions</MenuItem>
      {state.editions.map((edition) => (
        <MenuItem key={edition.id} value={edition.id}>
          {edition.name}
          {edition.status === 'on_sale' ? ' (on sale)' : ''}
        </MenuItem>
      ))}
    </TextField>
  );
}
