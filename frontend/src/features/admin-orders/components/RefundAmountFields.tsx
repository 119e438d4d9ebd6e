import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { formatPaise, parseRupees, rupeesToPaise, TEXT_MAX, type Paise } from '@robo/domain';
import { useId } from 'react';

export type RefundChoice = 'full' | 'none' | 'part';

/** The paise a typed part amount stands for, or a problem to show when it is not one up to `refundablePaise`. */
export function partAmount(rupees: string, refundablePaise: Paise): { amountPaise: Paise } | { problem: string } {
  const typed = parseRupees(rupees);
  const amountPaise = typed === null ? null : rupeesToPaise(typed);
  return amountPaise !== null && amountPaise > 0 && amountPaise <= refundablePaise
    ? { amountPaise }
    : { problem: `Enter an amount up to ${formatPaise(refundablePaise)}.` };
}

/** How much goes back: all that is left, a part (typed in rupees), or, where offered, nothing. */
export function RefundAmountFields({
  refundablePaise,
  choice,
  onChoice,
  rupees,
  onRupees,
  offerNone,
}: {
  refundablePaise: Paise;
  choice: RefundChoice;
  onChoice: (choice: RefundChoice) => void;
  rupees: string;
  onRupees: (rupees: string) => void;
  offerNone: boolean;
}) {
  const labelId = useId();
  const canRefund = refundablePaise > 0;
  return (
    <>
      <FormControl>
        <FormLabel id={labelId}>Refund</FormLabel>
        <RadioGroup aria-labelledby={labelId} value={choice} onChange={(e) => onChoice(e.target.value as RefundChoice)}>
          <FormControlLabel
            value="full"
            disabled={!canRefund}
            control={<Radio />}
            label={`Refund all that is left (${formatPaise(refundablePaise)})`}
          />
          <FormControlLabel value="part" disabled={!canRefund} control={<Radio />} label="Refund part" />
          {offerNone && <FormControlLabel value="none" control={<Radio />} label="No refund" />}
        </RadioGroup>
      </FormControl>
      {choice === 'part' && (
        <TextField
          label="Amount to refund (₹)"
          type="number"
          value={rupees}
          onChange={(e) => onRupees(e.target.value)}
          slotProps={{ htmlInput: { min: 1, step: '0.01' } }}
        />
      )}
    </>
  );
}

/** Why money goes back, required, as the staff reason limit allows. */
export function ReasonField({
  value,
  onChange,
  helperText,
}: {
  value: string;
  onChange: (reason: string) => void;
  helperText: string;
}) {
  return (
    <TextField
      label="Reason"
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
      helperText={helperText}
      slotProps={{ htmlInput: { maxLength: TEXT_MAX.staffReason } }}
    />
  );
}
