import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { MESSAGES, staffPasswordSchema, type StaffPasswordForm } from '@robo/domain';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form/FormTextField';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { failureText } from '../../../api/errors';
import { useToast } from '../../../components/toast';
import { useAcceptInvitationMutation, useInvitationQuery } from '../api/staff';
import { Checking } from '../../../components/admin/Checking';
import { LoginCard } from './LoginCard';

/** /admin/invite/{token}: an invited person sets their password, then signs in at /login. */
export default function InvitePage() {
  const token = useParams().token ?? '';
  const invitation = useInvitationQuery(token);
  const [accept, { isLoading }] = useAcceptInvitationMutation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const { control, handleSubmit } = useForm<StaffPasswordForm>({
    resolver: zodResolver(staffPasswordSchema),
    defaultValues: { password: '', confirm: '' },
  });

  if (invitation.isLoading) return <Checking label="Checking the invitation" />;
  if (!invitation.data) {
    return (
      <Container maxWidth="xs" sx={{ py: 8 }}>
        <Alert severity="error">
          {failureText(
            invitation.error,
            'This invitation link is invalid or has expired. Ask the owner for a new one.',
          )}{' '}
          <Link component={RouterLink} to="/login">
            Sign in
          </Link>
        </Alert>
      </Container>
    );
  }
  const onValid = async ({ password }: StaffPasswordForm) => {
    try {
      await accept({ token, password }).unwrap();
      toast({ title: 'Password set. Please sign in.', severity: 'success' });
      navigate('/login');
    } catch (error) {
      toast({
        title: MESSAGES.errorTitle,
        description: failureText(error, 'Could not set the password'),
        severity: 'error',
      });
    }
  };
  return (
    <LoginCard
      title={`Welcome, ${invitation.data.name}`}
      intro={`Choose a password for ${invitation.data.email}.`}
      busy={isLoading}
      submit={{ label: 'Set password', busy: 'Saving...' }}
      onSubmit={handleSubmit(onValid)}
    >
      <FormTextField
        name="password"
        control={control}
        type="password"
        label="New password"
        autoComplete="new-password"
        autoFocus
      />
      <FormTextField
        name="confirm"
        control={control}
        type="password"
        label="Repeat the password"
        autoComplete="new-password"
      />
    </LoginCard>
  );
}
