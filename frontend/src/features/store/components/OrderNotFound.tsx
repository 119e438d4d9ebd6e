import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@robo/domain';
import { Link as RouterLink } from 'react-router';

/** An order the server does not know: only that, under its own heading, on either order page. */
export function OrderNotFound() {
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h1">{MESSAGES.orderNotFound}</Typography>
      <Button component={RouterLink} to="/" variant="contained" sx={{ mt: 3 }}>
        Back to Home
      </Button>
    </Container>
  );
}
