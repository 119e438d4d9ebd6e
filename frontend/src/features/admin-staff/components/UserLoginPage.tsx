import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, userLoginSchema, type UserLogin } from '@robo/domain';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form/FormTextField';
import { useNavigate } from 'react-router';
import { serverMessage } from '../../../api/errors';
import { useToast } from '../../../components/toast';
import { useUserLoginMutation } from '../../../components/admin/api/session';
import { LoginCard } from './LoginCard';

/** /login: username (the user's e-mail) and password; success goes to /admin. */
export default function UserLoginPage() {
  const [login, { isLoading }] = useUserLoginMutation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const { control, handleSubmit } = useForm<UserLogin>({
    resolver: zodResolver(userLoginSchema),
    defaultValues: { username: '', password: '' },
  });

  const onValid = async (credentials: UserLogin) => {
    try {
      await login(credentials).unwrap();
      toast({ title: MESSAGES.loginSuccessful, severity: 'success' });
      navigate('/admin');
    } catch (error) {
      toast({
        title: MESSAGES.loginFailedTitle,
        description: serverMessage(error, { plainText: true }) ?? MESSAGES.invalidCredentials,
        severity: 'error',
      });
    }
  };

  return (
    <LoginCard
      title="Login"
      intro="Sign in with your username and password."
      busy={isLoading}
      onSubmit={handleSubmit(onValid)}
    >
      <FormTextField name="username" control={control} label="Username" autoComplete="username" autoFocus />
      <FormTextField
        name="password"
        control={control}
        type="password"
        label="Password"
        autoComplete="current-password"
      />
    </LoginCard>
  );
}
