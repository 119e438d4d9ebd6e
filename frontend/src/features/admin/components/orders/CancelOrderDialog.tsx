import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import {
  formatPaise,
  ORDER_CANCEL_MESSAGES,
  parseRupees,
  rupeesToPaise,
  type AdminOrderDetail,
  type CancelOrderRequest,
} from '@robo/domain';
import { useState, type FormEvent } from 'react';
import { FormDialog } from '../../../../components/form/FormDialog';

type RefundChoice = 'full' | 'none' | 'part';

/** What staff decide when cancelling: how much goes back, whether the units return to stock, and why. */
export function CancelOrderDialog({
  order,
  busy,
  failed,
  onCancel,
  onClose,
}: {
  order: AdminOrderDetail;
  busy: boolean;
  failed?: string;
  onCancel: (request: CancelOrderRequest) => void;
  onClose: () => void;
}) {
  const canRefund = order.refundablePaise > 0;
  const [refund, setRefund] = useState<RefundChoice>(canRefund ? 'full' : 'none');
  const [rupees, setRupees] = useState('');
  const [restock, setRestock] = useState(order.holdsStock);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = parseRupees(rupees);
    const amountPaise = typed === null ? Number.NaN : rupeesToPaise(typed);
    if (refund === 'part' && !(amountPaise > 0 && amountPaise <= order.refundablePaise)) {
      return setProblem(`Enter an amount up to ${formatPaise(order.refundablePaise)}.`);
    }
    if (!reason.trim()) return setProblem(ORDER_CANCEL_MESSAGES.reasonRequired);
    onCancel({ refund: refund === 'part' ? { amountPaise } : refund, restock, reason: reason.trim() });
  };
  return (
    <FormDialog
      title={`Cancel order ${order.orderId}`}
      submitLabel="Cancel order"
      maxWidth="xs"
      busy={busy}
      failed={failed ?? problem}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormControl>
        <FormLabel id="cancel-refund">Refund</FormLabel>
        <RadioGroup
          aria-labelledby="cancel-refund"
          value={refund}
          onChange={(e) => setRefund(e.target.value as RefundChoice)}
        >
          <FormControlLabel
            value="full"
            disabled={!canRefund}
            control={<Radio />}
            label={`Refund all that is left (${formatPaise(order.refundablePaise)})`}
          />
          <FormControlLabel value="part" disabled={!canRefund} control={<Radio />} label="Refund part" />
          <FormControlLabel value="none" control={<Radio />} label="No refund" />
        </RadioGroup>
      </FormControl>
      {refund === 'part' && (
        <TextField
          label="Amount to refund (₹)"
          type="number"
          value={rupees}
          onChange={(e) => setRupees(e.target.value)}
          slotProps={{ htmlInput: { min: 1, step: '0.01' } }}
        />
      )}
      <FormControlLabel
        control={
          <Checkbox checked={restock} disabled={!order.holdsStock} onChange={(e) => setRestock(e.target.checked)} />
        }
        label={order.holdsStock ? `Return ${order.quantity} to stock` : 'Already returned to stock'}
      />
      <TextField
        label="Reason"
        required
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        helperText="The buyer sees it in the cancellation message"
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </FormDialog>
  );
}
