import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** Stand-in for a feature page that is still being built. */
export function PagePlaceholder({ title }: { title: string }) {
  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <Typography variant="h1">{title}</Typography>
    </Container>
  );
}
