import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { GRADE_GROUPS, type CouponAdminForm, type CouponAdminFormInput } from '@robo/domain';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { FormTextField } from '../../../../components/form/FormTextField';
import { GRADE_GROUP_KEYS, useLabel } from '../../../../i18n/staff-labels';
import { useAdminEditionsQuery } from '../../../../components/admin/api/editions';
import { useAdminVenuesQuery } from '../../../../components/admin/api/venues';

type RuleControl = Control<CouponAdminFormInput, unknown, CouponAdminForm>;

/** The window's days, both whole days in India. */
const WINDOW_FIELDS = [
  { name: 'validFromDay', label: 'Valid from', helperText: 'From the start of this day' },
  { name: 'validUntilDay', label: 'Valid until', helperText: 'To the end of this day' },
] as const;

/** A group of ticks for a list field; none ticked means "every" (the coupon rule's null). */
function TickList<T extends string | number>({
  control,
  name,
  label,
  options,
  helperText,
}: {
  control: RuleControl;
  name: 'venueIds' | 'gradeGroups';
  label: string;
  options: { value: T; label: string }[];
  helperText: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const ticked = (field.value ?? []) as T[];
        return (
          <FormControl component="fieldset" variant="standard">
            <FormLabel component="legend">{label}</FormLabel>
            <FormGroup row>
              {options.map((option) => (
                <FormControlLabel
                  key={option.value}
                  label={option.label}
                  control={
                    <Checkbox
                      checked={ticked.includes(option.value)}
                      onChange={(_event, on) =>
                        field.onChange(on ? [...ticked, option.value] : ticked.filter((v) => v !== option.value))
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
            <FormHelperText>{helperText}</FormHelperText>
          </FormControl>
        );
      }}
    />
  );
}

function AppliesTo({ control }: { control: RuleControl }) {
  const tick = (name: 'appliesToTickets' | 'appliesToKits', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={<Checkbox checked={field.value ?? true} onChange={(_event, on) => field.onChange(on)} />}
        />
      )}
    />
  );
  return (
    <Controller
      control={control}
      name="appliesToKits"
      render={({ fieldState }) => (
        <FormControl component="fieldset" variant="standard" error={Boolean(fieldState.error)}>
          <FormLabel component="legend">Applies to</FormLabel>
          <FormGroup row>
            {tick('appliesToTickets', 'Workshop tickets')}
            {tick('appliesToKits', 'Bookings with a kit')}
          </FormGroup>
          {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}

/** The edition a coupon is for; none chosen: every edition. */
function EditionField({ control }: { control: RuleControl }) {
  const { data: editions = [] } = useAdminEditionsQuery();
  return (
    <Controller
      control={control}
      name="editionId"
      render={({ field }) => (
        <TextField
          select
          label="Edition"
          value={field.value ?? ''}
          onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
          helperText="Empty: every edition"
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">Every edition</MenuItem>
          {editions.map((edition) => (
            <MenuItem key={edition.id} value={edition.id}>
              {edition.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/**
 * What a coupon takes off and where it applies (one coupon or a bulk batch): kind and amount,
 * validity days (in India), scope, limits. Empty limits and lists mean "no limit" and "every".
 */
export function CouponRuleFields({ control }: { control: RuleControl }) {
  const kind = useWatch({ control, name: 'kind' });
  const { data: venues = [] } = useAdminVenuesQuery();
  const label = useLabel();
  return (
    <>
      <Controller
        control={control}
        name="kind"
        render={({ field }) => (
          <FormControl>
            <FormLabel id="coupon-kind">Discount type</FormLabel>
            <RadioGroup row aria-labelledby="coupon-kind" value={field.value ?? 'flat'} onChange={field.onChange}>
              <FormControlLabel value="flat" control={<Radio />} label="Flat amount" />
              <FormControlLabel value="percent" control={<Radio />} label="Percent" />
            </RadioGroup>
          </FormControl>
        )}
      />
      {kind === 'percent' ? (
        <FormTextField
          key="percentOff"
          control={control}
          name="percentOff"
          numeric
          label="Percent off"
          required
          fullWidth={false}
          slotProps={{
            htmlInput: { min: 1, max: 100, step: 1 },
            input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
          }}
          helperText="Rounded to the rupee; the total never goes below ₹1"
        />
      ) : (
        <FormTextField
          key="discountRupees"
          control={control}
          name="discountRupees"
          numeric
          label="Discount"
          required
          fullWidth={false}
          slotProps={{
            htmlInput: { min: 0, step: 0.01 },
            input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
          }}
          helperText="A flat amount in rupees"
        />
      )}
      <FormTextField
        control={control}
        name="usageLimit"
        numeric
        label="Usage limit"
        required
        fullWidth={false}
        slotProps={{ htmlInput: { min: 1, step: 1 } }}
        helperText="How many registrations may use it"
      />
      <FormTextField
        control={control}
        name="perContactLimit"
        numeric
        label="Uses per contact"
        fullWidth={false}
        slotProps={{ htmlInput: { min: 1, step: 1 } }}
        helperText="Per phone or e-mail; empty for no limit"
      />
      <FormTextField
        control={control}
        name="minAmountRupees"
        numeric
        label="Minimum booking amount"
        fullWidth={false}
        slotProps={{
          htmlInput: { min: 0, step: 1 },
          input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
        }}
        helperText="The price before the discount; 0 for none"
      />
      <Stack direction="row" spacing={2}>
        {WINDOW_FIELDS.map(({ name, label, helperText }) => (
          <FormTextField
            key={name}
            control={control}
            name={name}
            type="date"
            label={label}
            slotProps={{ inputLabel: { shrink: true } }}
            helperText={helperText}
          />
        ))}
      </Stack>
      <AppliesTo control={control} />
      <EditionField control={control} />
      <TickList
        control={control}
        name="gradeGroups"
        label="Grade groups"
        options={GRADE_GROUPS.map((group) => ({ value: group, label: label(GRADE_GROUP_KEYS, group) }))}
        helperText="None ticked: every grade group"
      />
      <TickList
        control={control}
        name="venueIds"
        label="Venues"
        options={venues.map((venue) => ({ value: venue.id, label: venue.displayName }))}
        helperText="None ticked: every venue"
      />
    </>
  );
}
