import type { I18n } from '@lingui/core';
import { formatPaise, type Paise } from '@robo/domain';
import { cancellationRefund } from '../cancellation-notice.js';
import type { OrderFacts } from '../message-facts.js';
import { greeting } from '../message-language.js';
import { Action, EmailLayout, ExternalLink, Facts, Paragraph } from './layout.js';

export interface OrderLinks {
  orderPage: string;
  invoice: string | null;
}

/** What every order e-mail is given: its translator (the order's language) and the order. */
interface OrderEmail {
  i18n: I18n;
  order: OrderFacts;
}

const itemRows = (i18n: I18n, order: OrderFacts): Array<[string, string]> => [
  [i18n._('messages.order.id'), order.orderId],
  [
    i18n._('messages.order.item'),
    i18n._('messages.order.itemWithSku', { item: `${order.quantity} x ${order.productName}`, sku: order.sku }),
  ],
];

function ViewOrder({ i18n, links }: { i18n: I18n; links: OrderLinks }) {
  return <Action href={links.orderPage}>{i18n._('messages.order.view')}</Action>;
}

export function OrderConfirmedEmail({ i18n, order, links }: OrderEmail & { links: OrderLinks }) {
  return (
    <EmailLayout
      i18n={i18n}
      preview={i18n._('messages.orderConfirmed.preview', { orderId: order.orderId })}
      heading={i18n._('messages.orderConfirmed.heading')}
    >
      <Paragraph>
        {i18n._('messages.orderConfirmed.intro', {
          hi: greeting(i18n, order.customerName),
          processing: i18n._('messages.order.processing'),
        })}
      </Paragraph>
      <Facts
        rows={[...itemRows(i18n, order), [i18n._('messages.booking.amountPaid'), formatPaise(order.amountPaise)]]}
      />
      {links.invoice && <Paragraph>{i18n._('messages.orderConfirmed.invoiceAttached')}</Paragraph>}
      <ViewOrder i18n={i18n} links={links} />
    </EmailLayout>
  );
}

export function OrderShippedEmail({ i18n, order, links }: OrderEmail & { links: OrderLinks }) {
  const tracking = order.trackingUrl ? (
    <ExternalLink href={order.trackingUrl}>
      {order.trackingNumber ?? i18n._('messages.orderShipped.track')}
    </ExternalLink>
  ) : (
    (order.trackingNumber ?? i18n._('messages.orderShipped.trackingSoon'))
  );
  return (
    <EmailLayout
      i18n={i18n}
      preview={i18n._('messages.orderShipped.preview', { orderId: order.orderId })}
      heading={i18n._('messages.orderShipped.heading')}
    >
      <Paragraph>{i18n._('messages.orderShipped.intro', { hi: greeting(i18n, order.customerName) })}</Paragraph>
      <Facts
        rows={[
          ...itemRows(i18n, order),
          [i18n._('messages.orderShipped.courier'), order.courier ?? '—'],
          [i18n._('messages.orderShipped.tracking'), tracking],
        ]}
      />
      <ViewOrder i18n={i18n} links={links} />
    </EmailLayout>
  );
}

export function OrderCancelledEmail({
  i18n,
  order,
  reason,
  refundPaise,
}: OrderEmail & { reason: string | null; refundPaise: Paise }) {
  return (
    <EmailLayout
      i18n={i18n}
      preview={i18n._('messages.orderCancelled.preview', { orderId: order.orderId })}
      heading={i18n._('messages.orderCancelled.heading')}
    >
      <Paragraph>
        {i18n._('messages.orderCancelled.intro', { hi: greeting(i18n, order.customerName), orderId: order.orderId })}
      </Paragraph>
      {reason && <Paragraph>{i18n._('messages.reason', { reason })}</Paragraph>}
      <Facts rows={itemRows(i18n, order)} />
      <Paragraph>{cancellationRefund(i18n, refundPaise)}</Paragraph>
    </EmailLayout>
  );
}

export function OrderRefundedEmail({
  i18n,
  order,
  links,
  amountPaise,
}: OrderEmail & { links: OrderLinks; amountPaise: Paise }) {
  const amount = formatPaise(amountPaise);
  return (
    <EmailLayout
      i18n={i18n}
      preview={i18n._('messages.refund.preview', { amount, id: order.orderId })}
      heading={i18n._('messages.refund.heading')}
    >
      <Paragraph>
        {i18n._('messages.orderRefunded.intro', {
          hi: greeting(i18n, order.customerName),
          amount,
          orderId: order.orderId,
        })}
      </Paragraph>
      <Facts rows={itemRows(i18n, order)} />
      <ViewOrder i18n={i18n} links={links} />
    </EmailLayout>
  );
}
