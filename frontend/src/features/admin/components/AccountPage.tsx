import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { changePasswordSchema, MESSAGES, type ChangePasswordForm } from '@robo/domain';
import { useForm } from 'react-hook-form';
import { failureText } from '../../../api/errors';
import { useToast } from '../../../components/toast';
import { useChangeOwnPasswordMutation } from '../api/staff';
import { AdminPage } from './AdminPage';
import { RequireAdmin } from './RequireAdmin';

function ChangePassword() {
  const [change, { isLoading }] = useChangeOwnPasswordMutation();
  const { toast } = useToast();
  const { register, handleSubmit, reset, formState: { errors } } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirm: '' },
  });
  const onValid = async ({ currentPassword, newPassword }: ChangePasswordForm) => {
    try {
      await change({ currentPassword, newPassword }).unwrap();
      reset();
      toast({ title: 'Password changed', description: 'Your other sessions were signed out.', severity: 'success' });
    } catch (error) {
      toast({ title: MESSAGES.errorTitle, description: failureText(error, 'Could not change the password'), severity: 'error' });
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 440 }}>
      <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit(onValid)}>
        <TextField {...register('currentPassword')} type="password" label="Current password" autoComplete="current-password" error={!!errors.currentPassword} helperText={errors.currentPassword?.message} />
        <TextField {...register('newPassword')} type="password" label="New password" autoComplete="new-password" error={!!errors.newPassword} helperText={errors.newPassword?.message} />
        <TextField {...register('confirm')} type="password" label="Repeat the new password" autoComplete="new-password" error={!!errors.confirm} helperText={errors.confirm?.message} />
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
