import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';

/** 'Back to Store', 'Continue Shopping' and 'Back to Home'. */
export function OrderActions() {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'center' }}>
      <Button component={RouterLink} to="/store" variant="outlined">
        Back to Store
      </Button>
      <Button component={RouterLink} to="/store" variant="contained">
        Continue Shopping
      </Button>
      <Button component={RouterLink} to="/">
        Back to Home
      </Button>
    </Box>
  );
}
