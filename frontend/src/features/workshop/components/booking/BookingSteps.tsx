import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useT } from '../../../../i18n/useT';

const STEPS = ['workshop.steps.details', 'workshop.steps.payment', 'workshop.steps.confirmation'] as const;

/** The three booking steps; the landing page is always on the first. */
export function BookingSteps() {
  const { t } = useT();
  return (
    <Stepper activeStep={0} alternativeLabel aria-label={t('workshop.steps.label')} sx={{ mb: 4 }}>
      {STEPS.map((label) => (
        <Step key={label}>
          <StepLabel>{t(label)}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
