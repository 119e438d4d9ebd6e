import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useT } from '../../../i18n/useT';

/** 'Back to Store', 'Continue Shopping' and 'Back to Home'. */
export function OrderActions() {
  const { t } = useT();
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'center' }}>
      <Button component={RouterLink} to="/store" variant="outlined">
        {t('order.backToStore')}
      </Button>
      <Button component={RouterLink} to="/store" variant="contained">
        {t('order.continueShopping')}
      </Button>
      <Button component={RouterLink} to="/">
        {t('order.backToHome')}
      </Button>
    </Box>
  );
}
