import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@robo/domain';
import { Link as RouterLink } from 'react-router';
import { translateMessage } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';

/** An order the server does not know: only that, under its own heading, on either order page. */
export function OrderNotFound() {
  const { t } = useT();
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h1">{translateMessage(t, MESSAGES.orderNotFound)}</Typography>
      <Button component={RouterLink} to="/" variant="contained" sx={{ mt: 3 }}>
        {t('order.backToHome')}
      </Button>
    </Container>
  );
}
