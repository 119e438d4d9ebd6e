import type { AdminEdition } from '@robo/domain';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../../components/form/FormTextField';
import { useCloneEditionMutation, type CloneEditionBody } from '../../../../components/admin/api/editions';
import { useSaveAction } from '../../../../components/admin/hooks/useSaveAction';
import { FormDialog } from '../../../../components/form/FormDialog';

/** 52 weeks: next year's venues fall on the same weekday. */
const DEFAULT_SHIFT_DAYS = 364;

/** A draft copy of `edition` (prices, content, venues with their times moved by the days given; no bookings). */
export function CloneEditionDialog({ edition, onClose }: { edition: AdminEdition; onClose: () => void }) {
  const [cloneEdition, cloning] = useCloneEditionMutation();
  const { failed, save } = useSaveAction(onClose);
  const { control, handleSubmit } = useForm<CloneEditionBody>({
    defaultValues: { name: '', shiftDays: DEFAULT_SHIFT_DAYS },
  });
  return (
    <FormDialog
      title={`Clone ${edition.name}`}
      submitLabel="Clone Edition"
      maxWidth="xs"
      busy={cloning.isLoading}
      failed={failed}
      onSubmit={handleSubmit((body) =>
        save(() => cloneEdition({ id: edition.id, body }).unwrap(), 'Edition cloned', 'Failed to clone the edition'),
      )}
      onClose={onClose}
    >
      <FormTextField control={control} name="name" label="Name of the copy" required />
      <FormTextField
        control={control}
        name="shiftDays"
        label="Move dates by (days)"
        numeric
        required
        helperText="364 keeps every venue on the same weekday next year"
        slotProps={{ htmlInput: { step: 1 } }}
      />
    </FormDialog>
  );
}
