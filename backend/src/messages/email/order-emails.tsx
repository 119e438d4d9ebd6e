import { formatPaise } from '@robo/domain';
import { cancellationRefund } from '../cancellation-notice.js';
import type { OrderFacts } from '../message-facts.js';
import { Action, EmailLayout, ExternalLink, Facts, Paragraph } from './layout.js';

export interface OrderLinks {
  orderPage: string;
  invoice: string | null;
}

const greeting = (order: OrderFacts) => `Hi${order.customerName ? ` ${order.customerName}` : ''},`;
const itemRows = (order: OrderFacts): Array<[string, string]> => [
  ['Order ID', order.orderId],
  ['Item', `${order.quantity} x ${order.productName} (SKU ${order.sku})`],
];

export function OrderConfirmedEmail({ order, links }: { order: OrderFacts; links: OrderLinks }) {
  return (
    <EmailLayout preview={`Order ${order.orderId} is confirmed`} heading="Your order is confirmed">
      <Paragraph>
        {greeting(order)} thank you for your order. We process orders within 1-2 business days and e-mail you the
        tracking details once it ships.
      </Paragraph>
      <Facts rows={[...itemRows(order), ['Amount paid', formatPaise(order.amountPaise)]]} />
      {links.invoice && <Paragraph>Your tax invoice is attached.</Paragraph>}
      <Action href={links.orderPage}>View your order</Action>
    </EmailLayout>
  );
}

export function OrderShippedEmail({ order, links }: { order: OrderFacts; links: OrderLinks }) {
  const tracking = order.trackingUrl ? (
    <ExternalLink href={order.trackingUrl}>{order.trackingNumber ?? 'Track your parcel'}</ExternalLink>
  ) : (
    (order.trackingNumber ?? 'We will share it soon')
  );
  return (
    <EmailLayout preview={`Order ${order.orderId} is on its way`} heading="Your order has shipped">
      <Paragraph>{greeting(order)} your order is on its way.</Paragraph>
      <Facts rows={[...itemRows(order), ['Courier', order.courier ?? '—'], ['Tracking', tracking]]} />
      <Action href={links.orderPage}>View your order</Action>
    </EmailLayout>
  );
}

export function OrderCancelledEmail({
  order,
  reason,
  refundPaise,
}: {
  order: OrderFacts;
  reason: string | null;
  refundPaise: number;
}) {
  return (
    <EmailLayout preview={`Order ${order.orderId} is cancelled`} heading="Your order is cancelled">
      <Paragraph>
        {greeting(order)} your order {order.orderId} has been cancelled.
      </Paragraph>
      {reason && <Paragraph>Reason: {reason}</Paragraph>}
      <Facts rows={itemRows(order)} />
      <Paragraph>{cancellationRefund(refundPaise)}</Paragraph>
    </EmailLayout>
  );
}

export function OrderRefundedEmail({
  order,
  links,
  amountPaise,
}: {
  order: OrderFacts;
  links: OrderLinks;
  amountPaise: number;
}) {
  return (
    <EmailLayout
      preview={`Refund of ${formatPaise(amountPaise)} for ${order.orderId}`}
      heading="Your refund is on its way"
    >
      <Paragraph>
        {greeting(order)} we have refunded {formatPaise(amountPaise)} for order {order.orderId} to the card or account
        you paid with. Banks usually take 5-7 working days to show it.
      </Paragraph>
      <Facts rows={itemRows(order)} />
      <Action href={links.orderPage}>View your order</Action>
    </EmailLayout>
  );
}
