import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFieldArray, type Control } from 'react-hook-form';
import { FormTextField } from '../../../../components/form/FormTextField';
import type { EditionForm } from '../../lib/edition-form';

type ListName = 'timeline' | 'faq';
type EntryOf<N extends ListName> = EditionForm[N][number];

interface EntryListFieldProps<N extends ListName> {
  control: Control<EditionForm>;
  name: N;
  legend: string;
  /** Names an entry in its buttons' labels, e.g. "timeline entry". */
  noun: string;
  fields: ReadonlyArray<{ key: keyof EntryOf<N> & string; label: string; multiline?: boolean }>;
  blank: EntryOf<N>;
}

/** An ordered list of the landing content's entries (timeline, FAQ): edit, add, remove, move up and down. */
export function EntryListField<N extends ListName>({
  control,
  name,
  legend,
  noun,
  fields,
  blank,
}: EntryListFieldProps<N>) {
  // The two lists have different entry types; useFieldArray is typed for one name at a time.
  const list = useFieldArray({ control, name: name as 'timeline' });
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {legend}
      </Typography>
      {list.fields.length === 0 && <Typography color="text.secondary">No {noun} yet.</Typography>}
      {list.fields.map((entry, index) => (
        <Stack key={entry.id} direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, display: 'grid', gap: 1 }}>
            {fields.map((field) => (
              <FormTextField
                key={field.key}
                control={control}
                name={`${name}.${index}.${field.key}` as 'timeline.0.date'}
                label={`${field.label} ${index + 1}`}
                size="small"
                multiline={field.multiline}
              />
            ))}
          </Box>
          <Stack>
            <IconButton
              aria-label={`Move ${noun} ${index + 1} up`}
              disabled={index === 0}
              onClick={() => list.move(index, index - 1)}
            >
              <ArrowUpward fontSize="small" />
            </IconButton>
            <IconButton
              aria-label={`Move ${noun} ${index + 1} down`}
              disabled={index === list.fields.length - 1}
              onClick={() => list.move(index, index + 1)}
            >
              <ArrowDownward fontSize="small" />
            </IconButton>
            <IconButton aria-label={`Remove ${noun} ${index + 1}`} onClick={() => list.remove(index)}>
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </Stack>
        </Stack>
      ))}
      <Box>
        <Button startIcon={<Add aria-hidden />} onClick={() => list.append(blank as EntryOf<'timeline'>)}>
          Add {noun}
        </Button>
      </Box>
    </Box>
  );
}
