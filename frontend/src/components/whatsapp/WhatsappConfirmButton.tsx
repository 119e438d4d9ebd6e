import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useState } from 'react';
import { useT } from '../../i18n/useT';
import { orderConfirmationText, whatsappLink, type ConfirmedOrder } from './whatsapp-link';
import { useSendWhatsappConfirmationMutation } from './whatsapp-api';

/** `sent`: the server sent the message; `opened`: a chat opened for the buyer to send it themselves. */
type SendState = 'idle' | 'sending' | 'sent' | 'opened';

const LABELS: Record<SendState, string> = {
  idle: 'order.whatsapp.idle',
  sending: 'order.whatsapp.sending',
  sent: 'order.whatsapp.sent',
  opened: 'order.whatsapp.opened',
};

interface WhatsappConfirmButtonProps extends Pick<ButtonProps, 'fullWidth' | 'size'> {
  order: ConfirmedOrder;
  /** The buyer's number (91 + 10 digits) when the page knows it; the server uses the order's own. */
  to?: string;
}

/**
 * spec §4: idle, sending, sent (then disabled). When the server cannot send (`ok` false or an
 * error), a prefilled wa.me chat opens in a new window instead, and that counts as sent; the label
 * says which of the two happened.
 */
export function WhatsappConfirmButton({ order, to = '', ...buttonProps }: WhatsappConfirmButtonProps) {
  const { t } = useT();
  const [sendConfirmation] = useSendWhatsappConfirmationMutation();
  const [state, setState] = useState<SendState>('idle');

  const send = async () => {
    setState('sending');
    let sentByServer = false;
    try {
      sentByServer = (await sendConfirmation({ to, ...order }).unwrap()).ok === true;
    } catch {
      sentByServer = false;
    }
    if (!sentByServer) window.open(whatsappLink(orderConfirmationText(t, order)), '_blank', 'noopener,noreferrer');
    setState(sentByServer ? 'sent' : 'opened');
  };

  return (
    <Button
      variant="contained"
      color="success"
      startIcon={<WhatsAppIcon aria-hidden />}
      disabled={state !== 'idle'}
      onClick={() => void send()}
      {...buttonProps}
    >
      {t(LABELS[state])}
    </Button>
  );
}
