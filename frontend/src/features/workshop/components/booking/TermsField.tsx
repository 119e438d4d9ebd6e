import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import type { RegistrationFormInput } from '@robo/domain';
import { type Control, Controller } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { TICKET_POLICY } from '../../../../config/site';
import { blurAfterChange } from '../../../../hooks/blur-after-change';

export function TermsField({ control }: { control: Control<RegistrationFormInput> }) {
  return (
    <Controller
      name="termsAccepted"
      control={control}
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)}>
          <FormControlLabel
            control={
              <Checkbox
                name={field.name}
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={blurAfterChange(field, fieldState)}
                slotProps={{
                  input: { ref: field.ref, 'aria-describedby': fieldState.error ? 'terms-error' : undefined },
                }}
              />
            }
            label={
              <>
                I accept the{' '}
                <Link component={RouterLink} to="/terms" target="_blank" rel="noopener" underline="always">
                  Terms &amp; Conditions
                </Link>
                . I understand: {TICKET_POLICY.refund} {TICKET_POLICY.transfer}
              </>
            }
          />
          {fieldState.error && <FormHelperText id="terms-error">{fieldState.error.message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}
