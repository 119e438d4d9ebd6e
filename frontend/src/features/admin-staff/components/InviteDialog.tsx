import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { STAFF_ROLES, staffInviteSchema, type StaffInviteForm, type StaffInviteResult } from '@robo/domain';
import { Controller, useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form/FormTextField';
import { STAFF_ROLE_KEYS, useLabel } from '../../../i18n/staff-labels';
import { useInviteStaffMutation } from '../api/staff';
import { useSaveAction } from '../../../components/admin/hooks/useSaveAction';
import { FormDialog } from '../../../components/form/FormDialog';

/** The owner invites someone by name, e-mail and role; the result carries the one-time link. */
export function InviteDialog({
  onInvited,
  onClose,
}: {
  onInvited: (result: StaffInviteResult) => void;
  onClose: () => void;
}) {
  const [invite, { isLoading }] = useInviteStaffMutation();
  const { failed, save } = useSaveAction(onClose);
  const label = useLabel();
  const { control, handleSubmit } = useForm<StaffInviteForm>({
    resolver: zodResolver(staffInviteSchema),
    defaultValues: { name: '', email: '', role: 'desk' },
  });
  const submit = handleSubmit((form) =>
    save(
      async () => {
        onInvited(await invite(form).unwrap());
      },
      'Invitation created',
      'Could not create the invitation',
    ),
  );
  return (
    <FormDialog
      title="Invite staff"
      submitLabel="Invite"
      maxWidth="xs"
      busy={isLoading}
      failed={failed}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormTextField label="Name" name="name" control={control} autoFocus />
      <FormTextField label="E-mail" type="email" name="email" control={control} />
      <Controller
        control={control}
        name="role"
        render={({ field }) => (
          <TextField select label="Role" {...field}>
            {STAFF_ROLES.map((role) => (
              <MenuItem key={role} value={role}>
                {label(STAFF_ROLE_KEYS, role)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </FormDialog>
  );
}
