import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@robo/domain';
import { Link as RouterLink } from 'react-router';
import { translateMessage } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';

export function ProductNotFound() {
  const { t } = useT();
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {translateMessage(t, MESSAGES.productNotFound)}
      </Typography>
      <Typography sx={{ mb: 4, color: 'text.secondary' }}>
        {translateMessage(t, MESSAGES.productNotFoundDetail)}
      </Typography>
      <Button component={RouterLink} to="/store" variant="contained">
        {t('product.backToStore')}
      </Button>
    </Container>
  );
}
