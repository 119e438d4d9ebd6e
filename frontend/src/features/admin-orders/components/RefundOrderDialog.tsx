import TextField from '@mui/material/TextField';
import {
  ORDER_CANCEL_MESSAGES,
  ORDER_REFUND_MESSAGES,
  RESTOCKABLE_FROM,
  type AdminOrderDetail,
  type OrderRefundRequest,
} from '@robo/domain';
import { useState, type FormEvent } from 'react';
import { FormDialog } from '../../../components/form/FormDialog';
import { partAmount, ReasonField, RefundAmountFields, type RefundChoice } from './RefundAmountFields';

/**
 * Money back without cancelling, at any fulfilment state (backend/src/orders/README.md, "Refund"):
 * how much, why, and how many units go back to stock, starting at 0 (only when the kit is not with the buyer).
 */
export function RefundOrderDialog({
  order,
  busy,
  failed,
  onRefund,
  onClose,
}: {
  order: AdminOrderDetail;
  busy: boolean;
  failed?: string;
  onRefund: (request: OrderRefundRequest) => void;
  onClose: () => void;
}) {
  const [choice, setChoice] = useState<RefundChoice>('full');
  const [rupees, setRupees] = useState('');
  const [units, setUnits] = useState('0');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const onShelf = RESTOCKABLE_FROM.includes(order.fulfilment);
  const restockable = onShelf ? order.restockableUnits : 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const part = choice === 'part' ? partAmount(rupees, order.refundablePaise) : null;
    if (part && 'problem' in part) return setProblem(part.problem);
    const restockQuantity = Number(units);
    if (!Number.isInteger(restockQuantity) || restockQuantity < 0)
      return setProblem(ORDER_REFUND_MESSAGES.restockInvalid);
    if (restockQuantity > restockable) return setProblem(ORDER_REFUND_MESSAGES.restockExceedsSold(restockable));
    if (!reason.trim()) return setProblem(ORDER_CANCEL_MESSAGES.reasonRequired);
    onRefund({ amountPaise: part ? part.amountPaise : 'full', reason: reason.trim(), restockQuantity });
  };
  return (
    <FormDialog
      title={`Refund order ${order.orderId}`}
      submitLabel="Refund"
      maxWidth="xs"
      busy={busy}
      failed={failed ?? problem}
      onSubmit={submit}
      onClose={onClose}
    >
      <RefundAmountFields
        refundablePaise={order.refundablePaise}
        choice={choice}
        onChoice={setChoice}
        rupees={rupees}
        onRupees={setRupees}
        offerNone={false}
      />
      <TextField
        label="Units back to stock"
        type="number"
        value={units}
        disabled={restockable === 0}
        onChange={(e) => setUnits(e.target.value)}
        helperText={
          onShelf
            ? `Up to ${restockable}; leave 0 unless the units can be sold again`
            : 'The kit is with the buyer; mark it returned to restock it'
        }
        slotProps={{ htmlInput: { min: 0, max: restockable, step: 1 } }}
      />
      <ReasonField
        value={reason}
        onChange={setReason}
        helperText="For example: a missing part, a kit damaged in transit"
      />
    </FormDialog>
  );
}
