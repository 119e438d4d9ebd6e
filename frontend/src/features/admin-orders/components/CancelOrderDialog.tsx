import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { ORDER_CANCEL_MESSAGES, type AdminOrderDetail, type CancelOrderRequest } from '@robo/domain';
import { useState, type FormEvent } from 'react';
import { FormDialog } from '../../../components/form/FormDialog';
import { partAmount, ReasonField, RefundAmountFields, type RefundChoice } from './RefundAmountFields';

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
  // Returning units to stock is a decision, never preselected (a damaged kit must not be sold again).
  const [restock, setRestock] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const choice = refund === 'part' ? partAmount(rupees, order.refundablePaise) : refund;
    if (typeof choice === 'object' && 'problem' in choice) return setProblem(choice.problem);
    if (!reason.trim()) return setProblem(ORDER_CANCEL_MESSAGES.reasonRequired);
    onCancel({ refund: choice, restock, reason: reason.trim() });
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
      <RefundAmountFields
        refundablePaise={order.refundablePaise}
        choice={refund}
        onChoice={setRefund}
        rupees={rupees}
        onRupees={setRupees}
        offerNone
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={restock}
            disabled={order.restockableUnits === 0}
            onChange={(e) => setRestock(e.target.checked)}
          />
        }
        label={order.restockableUnits > 0 ? `Return ${order.restockableUnits} to stock` : 'Already returned to stock'}
      />
      <ReasonField value={reason} onChange={setReason} helperText="The buyer sees it in the cancellation message" />
    </FormDialog>
  );
}
