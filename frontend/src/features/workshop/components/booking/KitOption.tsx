import { Trans } from '@lingui/react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import {
  formatPaise,
  formatRupees,
  type EditionPrices,
  type GradeGroup,
  KIT_WAS_RUPEES,
  kitSavingRupees,
  type RegistrationFormInput,
} from '@robo/domain';
import { type Control, Controller } from 'react-hook-form';
import { blurAfterChange } from '../../../../hooks/blur-after-change';
import { gradeGroupLabel } from '../../../../i18n/grade-groups';
import { useT } from '../../../../i18n/useT';

function KitLabel({
  gradeGroup,
  kitPrices,
}: {
  gradeGroup: GradeGroup | undefined;
  kitPrices: EditionPrices['kitPrices'];
}) {
  const { t } = useT();
  if (!gradeGroup) return t('workshop.kit.choose');
  return (
    <Trans
      id="workshop.kit.add"
      values={{
        group: gradeGroupLabel(t, gradeGroup),
        price: formatPaise(kitPrices[gradeGroup]),
        was: formatRupees(KIT_WAS_RUPEES[gradeGroup]),
        saving: formatRupees(kitSavingRupees(gradeGroup, kitPrices[gradeGroup])),
      }}
      components={{ 0: <strong />, 1: <del /> }}
    />
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
  const { t } = useT();
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
        {t('workshop.kit.note')}
      </Typography>
    </div>
  );
}
