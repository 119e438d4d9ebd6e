import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { changePasswordSchema, MESSAGES, type ChangePasswordForm } from '@robo/domain';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form/FormTextField';
import { failureText } from '../../../api/errors';
import { useToast } from '../../../components/toast';
import { useChangeOwnPasswordMutation } from '../api/staff';
import { AdminPage } from '../../../components/admin/AdminPage';
import { RequireAdmin } from '../../../components/admin/RequireAdmin';

function ChangePassword() {
  const [change, { isLoading }] = useChangeOwnPasswordMutation();
  const { toast } = useToast();
  const { control, handleSubmit, reset } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirm: '' },
  });
  const onValid = async ({ currentPassword, newPassword }: ChangePasswordForm) => {
    try {
      await change({ currentPassword, newPassword }).unwrap();
      reset();
      toast({ title: 'Password changed', description: 'Your other sessions were signed out.', severity: 'success' });
    } catch (error) {
      toast({
        title: MESSAGES.errorTitle,
        description: failureText(error, 'Could not change the password'),
        severity: 'error',
      });
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 440 }}>
      <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit(onValid)}>
        <FormTextField
          name="currentPassword"
          control={control}
          type="password"
          label="Current password"
          autoComplete="current-password"
        />
        <FormTextField
          name="newPassword"
          control={control}
          type="password"
          label="New password"
          autoComplete="new-password"
        />
        <FormTextField
          name="confirm"
          control={control}
          type="password"
          label="Repeat the new password"
          autoComplete="new-password"
        />
        <Button type="submit" variant="contained" disabled={isLoading}>
          {isLoading ? 'Saving...' : 'Change password'}
        </Button>
      </Stack>
    </Paper>
  );
}

/** /admin/account: the signed-in person changes their own password. */
export default function AccountPage() {
  return (
    <AdminPage title="Change password">
      <RequireAdmin>
        <ChangePassword />
      </RequireAdmin>
    </AdminPage>
  );
}
