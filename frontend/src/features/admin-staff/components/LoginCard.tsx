import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { FormEventHandler, ReactNode } from 'react';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';

interface LoginCardProps {
  title: string;
  intro: string;
  busy: boolean;
  /** The submit button's label, and its label while busy. */
  submit?: { label: string; busy: string };
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** The frame of the sign-in and set-password forms: heading, fields, one submit button. */
export function LoginCard({
  title,
  intro,
  busy,
  submit = { label: 'Sign In', busy: 'Signing in...' },
  onSubmit,
  children,
}: LoginCardProps) {
  useDocumentTitle(`${title} | RoboLeague`);
  return (
    <Container maxWidth="xs" sx={{ py: { xs: 5, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 1 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {intro}
        </Typography>
        <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2.5 }}>
          {children}
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? submit.busy : submit.label}
          </Button>
        </Box>
      </Paper>
    </Container>
  );
}
