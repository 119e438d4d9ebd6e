import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import {
  formatPaise,
  formatRupees,
  GRADE_GROUP_LABELS,
  type EditionPrices,
  type GradeGroup,
  KIT_WAS_RUPEES,
  kitSavingRupees,
  type RegistrationFormInput,
} from '@robo/domain';
import { type Control, Controller } from 'react-hook-form';
import { blurAfterChange } from '../../../../hooks/blur-after-change';

function KitLabel({
  gradeGroup,
  kitPrices,
}: {
  gradeGroup: GradeGroup | undefined;
  kitPrices: EditionPrices['kitPrices'];
}) {
  if (!gradeGroup) return <>Add a takeaway kit (choose a grade group to see its price)</>;
  return (
    <>
      Add a takeaway kit for {GRADE_GROUP_LABELS[gradeGroup]}: <strong>{formatPaise(kitPrices[gradeGroup])}</strong>{' '}
      <del>{formatRupees(KIT_WAS_RUPEES[gradeGroup])}</del> (you save{' '}
      {formatRupees(kitSavingRupees(gradeGroup, kitPrices[gradeGroup]))})
    </>
  );
}

/** The takeaway kit choice, priced for the chosen grade group. */
export function KitOption({
  control,
  gradeGroup,
  kitPrices,
}: {
  control: Control<RegistrationFormInput>;
  gradeGroup: GradeGroup | undefined;
  kitPrices: EditionPrices['kitPrices'];
}) {
  return (
    <div>
      <Controller
        name="takeawayKit"
        control={control}
        render={({ field, fieldState }) => (
          <FormControlLabel
            label={<KitLabel gradeGroup={gradeGroup} kitPrices={kitPrices} />}
            control={
              <Checkbox
                name={field.name}
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={blurAfterChange(field, fieldState)}
                slotProps={{ input: { ref: field.ref } }}
                disabled={!gradeGroup}
              />
            }
          />
        )}
      />
      <Typography variant="body2" color="text.secondary" sx={{ ml: 4 }}>
        Your child takes the robot home. The kit price replaces the ticket price and includes the workshop.
      </Typography>
    </div>
  );
}
