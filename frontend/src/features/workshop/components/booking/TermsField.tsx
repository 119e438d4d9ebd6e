import { Trans } from '@lingui/react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import type { RegistrationFormInput } from '@robo/domain';
import { type Control, Controller } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { blurAfterChange } from '../../../../hooks/blur-after-change';
import { translateMessage } from '../../../../i18n/messages';
import { useT } from '../../../../i18n/useT';

export function TermsField({ control }: { control: Control<RegistrationFormInput> }) {
  const { t } = useT();
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
              <Trans
                id="workshop.terms.accept"
                values={{ refund: t('workshop.policy.refund'), transfer: t('workshop.policy.transfer') }}
                components={{
                  0: <Link component={RouterLink} to="/terms" target="_blank" rel="noopener" underline="always" />,
                }}
              />
            }
          />
          {fieldState.error && (
            <FormHelperText id="terms-error">
              {fieldState.error.message && translateMessage(t, fieldState.error.message)}
            </FormHelperText>
          )}
        </FormControl>
      )}
    />
  );
}
