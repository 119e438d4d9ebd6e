import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  FULFILMENT_LABELS,
  formatPaise,
  paise,
  type AdminOrderDetail,
  type CancelOrderRequest,
  type FulfilmentMoveTarget,
  isFulfilmentMoveBack,
  type OrderRefundRequest,
} from '@robo/domain';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { serverMessage } from '../../../api/errors';
import { DetailList } from '../../../components/DetailList';
import {
  FULFILMENT_KEYS,
  MONEY_STATUS_KEYS,
  ORDER_PAYMENT_KEYS,
  useLabel,
  type Label,
} from '../../../i18n/staff-labels';
import {
  useAddOrderNoteMutation,
  useAdminOrderQuery,
  useCancelOrderMutation,
  useMoveFulfilmentMutation,
  useRefundOrderMutation,
  useSendReminderMutation,
} from '../api/orders';
import { AdminPage } from '../../../components/admin/AdminPage';
import { AdminToolbar } from '../../../components/admin/AdminToolbar';
import { Checking } from '../../../components/admin/Checking';
import { ConfirmDialog } from '../../../components/admin/ConfirmDialog';
import { RequireAdmin } from '../../../components/admin/RequireAdmin';
import { StaffNoteForm } from '../../../components/admin/StaffNoteForm';
import { PaymentReminder } from '../../../components/admin/PaymentReminder';
import { messageFacts, TimelineList } from '../../../components/admin/TimelineList';
import { CancelOrderDialog } from './CancelOrderDialog';
import { RefundOrderDialog } from './RefundOrderDialog';
import { ShipDialog, type Shipment } from './ShipDialog';

const when = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });

const EVENT_LABELS: Record<string, string> = {
  hold_taken: 'Order placed, stock held',
  payment_captured: 'Payment captured',
  hold_expired: 'Hold expired unpaid',
  cancelled: 'Cancelled',
  refunded: 'Refund by staff',
  refund_requested: 'Refund requested',
  refund_processed: 'Refunded',
  refund_failed: 'Refund refused by the gateway',
  invoice_issued: 'Invoice issued',
  credit_note_issued: 'Credit note issued',
  message: 'Message to the buyer',
  payment_report: 'Payment reported',
  payment_mismatch: 'Payment did not match the order',
  note: 'Note',
  reminder_sent: 'Payment reminder sent',
};

/** The facts a timeline line adds after its label: amount, reason, courier. */
function eventDetail(label: Label, { kind, data }: AdminOrderDetail['timeline'][number]): string | undefined {
  const parts: string[] = [];
  if (kind === 'message') parts.push(Object.values(messageFacts(label, data)).join(' · '));
  if (typeof data.amountPaise === 'number' && kind.startsWith('refund'))
    parts.push(formatPaise(paise(data.amountPaise)));
  if (typeof data.refundPaise === 'number' && data.refundPaise > 0)
    parts.push(`refund ${formatPaise(paise(data.refundPaise))}`);
  if (typeof data.restocked === 'number' && data.restocked > 0) parts.push(`${data.restocked} returned to stock`);
  if (typeof data.courier === 'string') parts.push(`${data.courier} ${String(data.trackingNumber ?? '')}`.trim());
  if (typeof data.reason === 'string' && kind !== 'refund_requested') parts.push(`“${data.reason}”`);
  if (typeof data.failure === 'string') parts.push(data.failure);
  if (kind === 'payment_report')
    parts.push([data.source, data.event ?? data.status, data.outcome].filter(Boolean).map(String).join(' · '));
  if (typeof data.text === 'string') parts.push(data.text);
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

function eventLabel(kind: string): string {
  if (kind.startsWith('fulfilment_')) return `Marked ${kind.slice('fulfilment_'.length)}`;
  return EVENT_LABELS[kind] ?? kind.replace(/_/g, ' ');
}

/**
 * The fulfilment moves, forward first (the server's order); a move back (the owner's correction)
 * asks first, since a stray press undid packing or shipping with no question (issue 31).
 */
function FulfilmentActions({ order }: { order: AdminOrderDetail }) {
  const [move, { isLoading, error, reset }] = useMoveFulfilmentMutation();
  const [shipping, setShipping] = useState(false);
  const [movingBack, setMovingBack] = useState<FulfilmentMoveTarget>();
  const failed = error
    ? (serverMessage(error, { clientErrorsOnly: true }) ?? 'Could not update the order. Please try again.')
    : undefined;
  const moveTo = async (state: FulfilmentMoveTarget, shipment?: Shipment) => {
    await move({ orderId: order.orderId, state, ...shipment })
      .unwrap()
      .then(
        () => setShipping(false),
        () => undefined,
      );
  };
  if (order.nextFulfilment.length === 0) return null;
  return (
    <Box>
      {failed && !shipping && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {failed}
        </Alert>
      )}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {order.nextFulfilment.map((state) => {
          const back = isFulfilmentMoveBack(order.fulfilment, state);
          return (
            <Button
              key={state}
              variant={state === 'shipped' ? 'contained' : back ? 'text' : 'outlined'}
              disabled={isLoading}
              onClick={() =>
                // Shipping asks for courier and tracking in its own dialog, whichever way it moves.
                state === 'shipped' ? (reset(), setShipping(true)) : back ? setMovingBack(state) : void moveTo(state)
              }
            >
              Mark {FULFILMENT_LABELS[state].toLowerCase()}
            </Button>
          );
        })}
      </Stack>
      {movingBack && (
        <ConfirmDialog
          open
          title={`Move ${order.orderId} back to ${FULFILMENT_LABELS[movingBack].toLowerCase()}?`}
          message={`This order is ${FULFILMENT_LABELS[order.fulfilment].toLowerCase()}. Moving it back corrects a mistake; the buyer is not told.`}
          confirmLabel={`Mark ${FULFILMENT_LABELS[movingBack].toLowerCase()}`}
          onConfirm={() => {
            setMovingBack(undefined);
            void moveTo(movingBack);
          }}
          onClose={() => setMovingBack(undefined)}
        />
      )}
      {shipping && (
        <ShipDialog
          busy={isLoading}
          failed={failed}
          onShip={(shipment) => void moveTo('shipped', shipment)}
          onClose={() => setShipping(false)}
        />
      )}
    </Box>
  );
}

/**
 * A write behind a dialog with its own Idempotency-Key (one per opening, so a retried press cannot
 * act twice): the button, the dialog while open, and the last failure inside it.
 */
function KeyedDialogAction<Request>({
  label,
  color,
  failure,
  mutation: [run, { isLoading, error, reset }],
  dialog,
}: {
  label: string;
  color: 'error' | 'primary';
  failure: string;
  mutation: readonly [
    (args: Request & { key: string }) => { unwrap: () => Promise<unknown> },
    { isLoading: boolean; error?: unknown; reset: () => void },
  ];
  dialog: (props: {
    busy: boolean;
    failed?: string;
    submit: (request: Request) => void;
    close: () => void;
  }) => ReactNode;
}) {
  const [key, setKey] = useState<string>();
  const failed = error ? (serverMessage(error, { clientErrorsOnly: true }) ?? failure) : undefined;
  const submit = (request: Request) => {
    if (!key) return;
    void run({ ...request, key })
      .unwrap()
      .then(
        () => setKey(undefined),
        () => undefined,
      );
  };
  return (
    <>
      <Button
        color={color}
        variant="outlined"
        onClick={() => {
          reset();
          setKey(crypto.randomUUID());
        }}
      >
        {label}
      </Button>
      {key && dialog({ busy: isLoading, failed, submit, close: () => setKey(undefined) })}
    </>
  );
}

function CancelAction({ order }: { order: AdminOrderDetail }) {
  const mutation = useCancelOrderMutation();
  if (!order.cancellable) return null;
  return (
    <KeyedDialogAction<CancelOrderRequest & { orderId: string }>
      label={order.fulfilment === 'cancelled' ? 'Refund or restock' : 'Cancel order'}
      color="error"
      failure="Could not cancel the order. Please try again."
      mutation={mutation}
      dialog={({ busy, failed, submit, close }) => (
        <CancelOrderDialog
          order={order}
          busy={busy}
          failed={failed}
          onCancel={(request) => submit({ orderId: order.orderId, ...request })}
          onClose={close}
        />
      )}
    />
  );
}

/** Money back without cancelling, at any fulfilment state; restocking only what is asked. */
function RefundAction({ order }: { order: AdminOrderDetail }) {
  const mutation = useRefundOrderMutation();
  if (!order.paidAt || order.refundablePaise <= 0) return null;
  return (
    <KeyedDialogAction<OrderRefundRequest & { orderId: string }>
      label="Refund"
      color="primary"
      failure="Could not refund the order. Please try again."
      mutation={mutation}
      dialog={({ busy, failed, submit, close }) => (
        <RefundOrderDialog
          order={order}
          busy={busy}
          failed={failed}
          onRefund={(request) => submit({ orderId: order.orderId, ...request })}
          onClose={close}
        />
      )}
    />
  );
}

/** An abandoned hold: one reminder to the buyer with a link back to the product. */
function ReminderAction({ order }: { order: AdminOrderDetail }) {
  const [send, { isLoading, error }] = useSendReminderMutation();
  if (order.paymentStatus !== 'failed' || order.paidAt) return null;
  return (
    <PaymentReminder
      timeline={order.timeline}
      recipient="buyer"
      busy={isLoading}
      error={error}
      allowed={order.remindable}
      onSend={() => void send(order.orderId)}
    />
  );
}

/** A staff note on the order's timeline. */
function OrderNoteForm({ orderId }: { orderId: string }) {
  const [addNote, { isLoading, error }] = useAddOrderNoteMutation();
  return (
    <StaffNoteForm add={(key, text) => addNote({ orderId, key, text }).unwrap()} isLoading={isLoading} error={error} />
  );
}

function OrderDetail({ order }: { order: AdminOrderDetail }) {
  const address = order.shippingAddress;
  const label = useLabel();
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
      <Stack sx={{ gap: 3 }}>
        <Paper variant="outlined" sx={{ p: 2.5 }}>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
            <Typography variant="h2" sx={{ mr: 'auto' }}>
              {order.orderId}
            </Typography>
            <Chip
              label={
                order.moneyStatus
                  ? label(MONEY_STATUS_KEYS, order.moneyStatus)
                  : label(ORDER_PAYMENT_KEYS, order.paymentStatus)
              }
            />
            {order.paidAt && (
              <Chip
                color={order.fulfilment === 'cancelled' ? 'default' : 'primary'}
                label={label(FULFILMENT_KEYS, order.fulfilment)}
              />
            )}
          </Stack>
          <DetailList
            rows={[
              ['Product', `${order.productName} (${order.productSku})`],
              ['Quantity', String(order.quantity)],
              ['Unit price', formatPaise(order.unitPrice)],
              ['Total', formatPaise(order.totalAmount)],
              ['Placed', when.format(new Date(order.createdAt))],
              ['Paid', order.paidAt ? when.format(new Date(order.paidAt)) : '—'],
              ['Payment id', order.paymentId ?? '—'],
              ...(order.paidAt
                ? ([
                    ['Refunded', formatPaise(order.refundedPaise)],
                    ['Left to refund', formatPaise(order.refundablePaise)],
                  ] as Array<[string, string]>)
                : []),
              ...(order.courier
                ? ([
                    ['Courier', order.courier],
                    ['Tracking number', order.trackingNumber ?? '—'],
                  ] as Array<[string, string]>)
                : []),
            ]}
          />
        </Paper>
        <Paper variant="outlined" sx={{ p: 2.5 }} component="section" aria-labelledby="order-fulfilment">
          <Typography id="order-fulfilment" variant="h3" component="h2" sx={{ mb: 1.5 }}>
            Fulfilment
          </Typography>
          <FulfilmentActions order={order} />
          <ReminderAction order={order} />
          {order.nextFulfilment.length === 0 && !order.cancellable && order.paidAt && (
            <Typography color="text.secondary">Nothing to do for this order.</Typography>
          )}
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
            {order.paidAt && (
              <Button component={RouterLink} to={`/admin/orders/${encodeURIComponent(order.orderId)}/packing-slip`}>
                Packing slip
              </Button>
            )}
            <RefundAction order={order} />
            <CancelAction order={order} />
          </Stack>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2.5 }} component="section" aria-labelledby="order-timeline">
          <Typography id="order-timeline" variant="h3" component="h2" sx={{ mb: 1.5 }}>
            Timeline
          </Typography>
          <TimelineList
            events={order.timeline}
            describe={(event) => eventLabel(event.kind)}
            extra={(event) =>
              eventDetail(label, event) && <Typography variant="body2">{eventDetail(label, event)}</Typography>
            }
          />
          <OrderNoteForm orderId={order.orderId} />
        </Paper>
      </Stack>
      <Paper variant="outlined" sx={{ p: 2.5, alignSelf: 'start' }} component="section" aria-labelledby="order-buyer">
        <Typography id="order-buyer" variant="h3" component="h2" sx={{ mb: 1.5 }}>
          Buyer
        </Typography>
        <DetailList
          rows={[
            ['Name', order.customerName ?? '—'],
            ['Phone', order.customerPhone ?? '—'],
            ['E-mail', order.customerEmail ?? '—'],
            [
              'Address',
              address ? [address.line1, address.line2, address.city, address.state].filter(Boolean).join(', ') : '—',
            ],
            ['PIN code', address?.pincode ?? '—'],
          ]}
        />
      </Paper>
    </Box>
  );
}

function OrderScreen() {
  const { orderId = '' } = useParams();
  const { data, isLoading, isError, error } = useAdminOrderQuery(orderId);
  return (
    <>
      <AdminToolbar />
      {isLoading && <Checking label="Loading order" />}
      {isError && (
        <Alert severity="error">
          {serverMessage(error, { clientErrorsOnly: true }) ?? 'Could not load the order.'}
        </Alert>
      )}
      {data && <OrderDetail order={data} />}
    </>
  );
}

/** /admin/orders/{orderId}: one order, its story, and its fulfilment. */
export default function OrderDetailPage() {
  return (
    <AdminPage title="Order">
      <RequireAdmin>
        <OrderScreen />
      </RequireAdmin>
    </AdminPage>
  );
}
