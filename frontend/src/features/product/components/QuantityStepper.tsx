import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useT } from '../../../i18n/useT';

interface QuantityStepperProps {
  value: number;
  max: number;
  disabled?: boolean;
  onChange: (value: number) => void;
}

/** Quantity between 1 and `max` (the smaller of 5 and the units in stock). */
export function QuantityStepper({ value, max, disabled = false, onChange }: QuantityStepperProps) {
  const { t } = useT();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <Typography id="quantity-label" sx={{ fontWeight: 600 }}>
        {t('product.quantity')}
      </Typography>
      <Box
        role="group"
        aria-labelledby="quantity-label"
        sx={{ display: 'flex', alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 2 }}
      >
        <IconButton
          aria-label={t('product.quantity.decrease')}
          disabled={disabled || value <= 1}
          onClick={() => onChange(value - 1)}
        >
          <RemoveIcon />
        </IconButton>
        <Typography component="output" aria-live="polite" sx={{ minWidth: 32, textAlign: 'center', fontWeight: 700 }}>
          {value}
        </Typography>
        <IconButton
          aria-label={t('product.quantity.increase')}
          disabled={disabled || value >= max}
          onClick={() => onChange(value + 1)}
        >
          <AddIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
