import {
  ADMIN_ORDER_PAGE_SIZE_DEFAULT,
  e164Mobile,
  moneyStatusSql,
  nationalMobile,
  ORDER_READS,
  refundedPaiseSql,
} from '@robo/domain';
import { namePrefixQuery } from '../common/name-search.js';
import type { AdminOrdersQueryDto } from './dto/admin-orders-query.dto.js';

/** The columns of an order as the back office shows it (AdminOrderSummary). */
export const ADMIN_ORDER_COLUMNS = `
  o.order_id AS "orderId", o.created_at AS "createdAt", o.paid_at AS "paidAt",
  o.customer_name AS "customerName", o.customer_phone AS "customerPhone", o.customer_email AS "customerEmail",
  o.product_id AS "productId", o.product_name AS "productName", o.product_sku AS "productSku", o.quantity,
  o.total_amount AS "totalAmount", o.payment_status AS "paymentStatus", o.order_status AS "orderStatus",
  ${moneyStatusSql('o')} AS "moneyStatus", ${refundedPaiseSql('o')} AS "refundedPaise",
  o.fulfilment, o.courier, o.tracking_number AS "trackingNumber", o.tracking_url AS "trackingUrl",
  o.shipping_address->>'city' AS city, o.shipping_address->>'pincode' AS pincode`;

/**
 * What may still be refunded of an order `o`'s payment, in paise: what was captured less refunds
 * made or under way (payment_refund_totals, backend/src/payments/refunds/README.md); all of it
 * when nothing was refunded yet.
 */
export const REFUNDABLE_PAISE = `coalesce(
  (SELECT t.captured_paise - t.refunded_paise FROM payment_refund_totals t WHERE t.payment_id = o.payment_id),
  CASE WHEN o.paid_at IS NOT NULL THEN o.total_amount ELSE 0 END)`;

/** Sort columns that may hold nulls (shown last either way). */
const NULLABLE_SORTS = new Set(['lower(o.customer_name)']);

const SORT_COLUMNS: Record<string, string> = {
  createdAt: 'o.created_at',
  totalAmount: 'o.total_amount',
  orderId: 'o.order_id',
  customerName: 'lower(o.customer_name)',
};

export interface OrderListSql {
  where: string;
  params: unknown[];
  orderBy: string;
  page: number;
  pageSize: number;
}

/**
 * The search box: one kind of match per input, each served by an index (README.md): our order id,
 * the gateway's order or payment id, a phone number in any common form, an e-mail, or else a SKU
 * or word prefixes of the buyer's name.
 */
function searchCondition(q: string, param: (value: unknown) => string): string {
  if (/^ORD-/i.test(q)) return `o.order_id = ${param(q.toUpperCase())}`;
  if (/^order_\w+$/.test(q)) return `o.gateway_order_id = ${param(q)}`;
  if (/^pay_\w+$/.test(q)) return `o.payment_id = ${param(q)}`;
  const national = nationalMobile(q);
  // Stored phones are E.164 (libs/domain/src/phone.ts); older rows may hold 10 or 12 digits.
  if (national) return `o.customer_phone = ANY(${param([e164Mobile(q), national, `91${national}`])})`;
  if (q.includes('@')) return `lower(o.customer_email) = ${param(q.toLowerCase())}`;
  const sku = `lower(o.product_sku) = ${param(q.toLowerCase())}`;
  const name = namePrefixQuery(q);
  return name
    ? `(${sku} OR to_tsvector('simple', coalesce(o.customer_name, '')) @@ to_tsquery('simple', ${param(name)}))`
    : sku;
}

/** The WHERE clause, parameters and ORDER BY for the orders list filters. */
export function orderListSql(query: AdminOrdersQueryDto): OrderListSql {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };

  const q = query.q?.trim();
  if (q) conditions.push(searchCondition(q, param));
  if (query.status === 'abandoned') conditions.push(ORDER_READS.expiredUnpaid.sql('o'));
  else if (query.status) conditions.push(`o.payment_status = ${param(query.status)}`);
  if (query.money) conditions.push(`${moneyStatusSql('o')} = ${param(query.money)}`);
  if (query.fulfilment) {
    // Fulfilment concerns paid orders (an unpaid hold is not "unfulfilled"); a cancelled one may be refunded.
    conditions.push(`o.fulfilment = ${param(query.fulfilment)}`);
    if (query.fulfilment !== 'cancelled') conditions.push(ORDER_READS.paid.sql('o'));
  }
  // Days in India: `from` 00:00 to the end of `to`.
  if (query.from) conditions.push(`o.created_at >= ${param(`${query.from}T00:00:00+05:30`)}::timestamptz`);
  if (query.to)
    conditions.push(`o.created_at < ${param(`${query.to}T00:00:00+05:30`)}::timestamptz + interval '1 day'`);

  const sort = query.sort ?? '-createdAt';
  const descending = sort.startsWith('-');
  const column = SORT_COLUMNS[descending ? sort.slice(1) : sort] ?? 'o.created_at'; // the DTO allows only known sorts
  return {
    where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '',
    params,
    // NULLS LAST only where there can be nulls: on a NOT NULL column it would stop a backward scan of
    // its index from giving the order (every order would be sorted to answer one page).
    orderBy: `ORDER BY ${column} ${descending ? 'DESC' : 'ASC'}${NULLABLE_SORTS.has(column) ? ' NULLS LAST' : ''}, o.id ${descending ? 'DESC' : 'ASC'}`,
    page: query.page ?? 1,
    pageSize: query.pageSize ?? ADMIN_ORDER_PAGE_SIZE_DEFAULT,
  };
}
