import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';

const STEPS = ['Fill Details', 'Payment', 'Confirmation'];

/** The three booking steps; the landing page is always on the first. */
export function BookingSteps() {
  return (
    <Stepper activeStep={0} alternativeLabel aria-label="Booking steps" sx={{ mb: 4 }}>
      {STEPS.map((label) => (
        <Step key={label}>
          <StepLabel>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
