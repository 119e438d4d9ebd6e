import TextField from '@mui/material/TextField';
import { FULFILMENT_MESSAGES } from '@robo/domain';
import { useState, type FormEvent } from 'react';
import { FormDialog } from '../../../components/form/FormDialog';

export interface Shipment {
  courier: string;
  trackingNumber: string;
  trackingUrl?: string;
}

/** Asks for the courier and tracking number (both required) before an order is marked shipped. */
export function ShipDialog({
  busy,
  failed,
  onShip,
  onClose,
}: {
  busy: boolean;
  failed?: string;
  onShip: (shipment: Shipment) => void;
  onClose: () => void;
}) {
  const [courier, setCourier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [trackingUrl, setTrackingUrl] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!courier.trim() || !trackingNumber.trim()) return setMissing(true);
    onShip({
      courier: courier.trim(),
      trackingNumber: trackingNumber.trim(),
      trackingUrl: trackingUrl.trim() || undefined,
    });
  };
  return (
    <FormDialog
      title="Mark as shipped"
      submitLabel="Mark shipped"
      maxWidth="xs"
      busy={busy}
      failed={failed ?? (missing ? FULFILMENT_MESSAGES.trackingRequired : undefined)}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label="Courier"
        required
        value={courier}
        onChange={(e) => setCourier(e.target.value)}
        error={missing && !courier.trim()}
        autoFocus
      />
      <TextField
        label="Tracking number"
        required
        value={trackingNumber}
        onChange={(e) => setTrackingNumber(e.target.value)}
        error={missing && !trackingNumber.trim()}
      />
      <TextField
        label="Tracking link"
        type="url"
        value={trackingUrl}
        onChange={(e) => setTrackingUrl(e.target.value)}
        helperText="Optional: the courier's page for this parcel"
      />
    </FormDialog>
  );
}
