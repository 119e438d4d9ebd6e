import { zodResolver } from '@hookform/resolvers/zod';
import { adminPasswordLoginSchema, MESSAGES, type AdminPasswordLogin } from '@robo/domain';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form/FormTextField';
import { Navigate, useNavigate } from 'react-router';
import { serverMessage } from '../../../api/errors';
import { useToast } from '../../../components/toast';
import { useAdminLoginMutation } from '../../../components/admin/api/session';
import { useAdminSession } from '../../../components/admin/hooks/useAdminSession';
import { Checking } from '../../../components/admin/Checking';
import { LoginCard } from './LoginCard';

/** /admin: password-only sign-in; a signed-in admin goes straight to the dashboard. */
export default function AdminLoginPage() {
  const { authenticated, checking } = useAdminSession();
  const [login, { isLoading }] = useAdminLoginMutation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const { control, handleSubmit } = useForm<AdminPasswordLogin>({
    resolver: zodResolver(adminPasswordLoginSchema),
    defaultValues: { password: '' },
  });

  if (checking) return <Checking label="Checking sign-in" />;
  if (authenticated) return <Navigate to="/admin/dashboard" replace />;

  const onValid = async ({ password }: AdminPasswordLogin) => {
    try {
      await login({ password }).unwrap();
      toast({ title: MESSAGES.loginSuccessful, severity: 'success' });
      navigate('/admin/dashboard', { replace: true });
    } catch (error) {
      toast({
        title: MESSAGES.loginFailedTitle,
        description: serverMessage(error, { plainText: true }) ?? MESSAGES.invalidPassword,
        severity: 'error',
      });
    }
  };
  const onInvalid = () =>
    toast({ title: MESSAGES.passwordRequired, description: MESSAGES.adminPasswordPrompt, severity: 'error' });

  return (
    <LoginCard
      title="Admin Login"
      intro="Enter the admin password to manage venues, coupons and products."
      busy={isLoading}
      onSubmit={handleSubmit(onValid, onInvalid)}
    >
      <FormTextField
        name="password"
        control={control}
        type="password"
        label="Password"
        autoComplete="current-password"
        autoFocus
      />
    </LoginCard>
  );
}
