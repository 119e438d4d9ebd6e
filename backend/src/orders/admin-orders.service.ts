import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  FULFILMENT_MESSAGES,
  nextFulfilmentStates,
  paiseToDecimal,
  type AdminOrderDetail,
  type AdminOrderPage,
  type AdminOrderSummary,
  type AdminTimelineEvent,
} from '@robo/domain';
import type { DataSource, EntityManager } from 'typeorm';
import type { StaffRole } from '../auth/roles.js';
import type { CsvTable } from '../common/csv.js';
import { orderError } from './orders.errors.js';
import { maybeOne, one, rows } from '../common/sql.js';
import { ADMIN_ORDER_COLUMNS, orderListSql } from './admin-order-query.js';
import type { AdminOrdersQueryDto } from './dto/admin-orders-query.dto.js';

type SummaryRow = Omit<AdminOrderSummary, 'createdAt' | 'paidAt'> & { createdAt: Date; paidAt: Date | null };

type DetailRow = SummaryRow & Pick<AdminOrderDetail, 'unitPrice' | 'gatewayOrderId' | 'paymentId' | 'shippingAddress' | 'notes'> & {
  id: number;
  fulfilmentUpdatedAt: Date | null;
};

const iso = (at: Date | null) => (at ? at.toISOString() : null);
const toSummary = (row: SummaryRow): AdminOrderSummary => ({ ...row, createdAt: row.createdAt.toISOString(), paidAt: iso(row.paidAt) });

/** At most this many orders in one CSV export. */
const EXPORT_LIMIT = 100_000;

/** The orders back office: find orders, read one with its story, export them (backend/src/orders/README.md). */
@Injectable()
export class AdminOrdersService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async list(query: AdminOrdersQueryDto): Promise<AdminOrderPage> {
    const sql = orderListSql(query);
    // Two statements rather than a window count: with LIMIT alone the page is read from the
    // created_at index instead of sorting every matching order (bench/README.md, "Orders and reports").
    const [found, { total }] = await Promise.all([
      rows<SummaryRow>(
        this.db,
        `SELECT ${ADMIN_ORDER_COLUMNS} FROM orders o ${sql.where} ${sql.orderBy}
         LIMIT ${sql.pageSize} OFFSET ${(sql.page - 1) * sql.pageSize}`,
        sql.params,
      ),
      one<{ total: string }>(this.db, `SELECT count(*) AS total FROM orders o ${sql.where}`, sql.params),
    ]);
    return { items: found.map(toSummary), total: Number(total), page: sql.page, pageSize: sql.pageSize };
  }

  async detail(orderId: string, role: StaffRole, manager: EntityManager = this.db.manager): Promise<AdminOrderDetail> {
    const row = await maybeOne<DetailRow>(
      manager,
      `SELECT ${ADMIN_ORDER_COLUMNS}, o.id, o.unit_price AS "unitPrice", o.gateway_order_id AS "gatewayOrderId",
         o.payment_id AS "paymentId", o.shipping_address AS "shippingAddress", o.notes,
         o.fulfilment_updated_at AS "fulfilmentUpdatedAt"
       FROM orders o WHERE o.order_id = $1`,
      [orderId],
    );
    if (!row) throw orderError.ORDER_NOT_FOUND(FULFILMENT_MESSAGES.orderNotFound);
    const { id: _id, fulfilmentUpdatedAt, unitPrice, gatewayOrderId, paymentId, shippingAddress, notes, ...summary } = row;
    return {
      ...toSummary(summary),
      unitPrice,
      gatewayOrderId,
      paymentId,
      shippingAddress,
      notes,
      nextFulfilment: row.paymentStatus === 'completed' ? nextFulfilmentStates(row.fulfilment, role === 'owner') : [],
      timeline: orderTimeline(row, fulfilmentUpdatedAt),
    };
  }

  /** The filtered orders as a spreadsheet, newest first unless sorted otherwise. */
  async csv(query: AdminOrdersQueryDto): Promise<CsvTable> {
    const sql = orderListSql(query);
    const orders = await rows<SummaryRow>(
      this.db,
      `SELECT ${ADMIN_ORDER_COLUMNS} FROM orders o ${sql.where} ${sql.orderBy} LIMIT ${EXPORT_LIMIT}`,
      sql.params,
    );
    const kolkata = (at: Date | null) =>
      at ? at.toLocaleString('sv-SE', { timeZone: 'Asia/Kolkata', hour12: false }).slice(0, 16) : '';
    return {
      header: [
        'Order ID', 'Created (IST)', 'Paid (IST)', 'Buyer', 'Phone', 'E-mail', 'Product', 'SKU', 'Quantity',
        'Total (INR)', 'Payment', 'Fulfilment', 'Courier', 'Tracking number', 'City', 'PIN code',
      ],
      rows: orders.map((o) => [
        o.orderId, kolkata(o.createdAt), kolkata(o.paidAt), o.customerName, o.customerPhone, o.customerEmail, o.productName,
        o.productSku, o.quantity, paiseToDecimal(o.totalAmount), o.paymentStatus, o.fulfilment, o.courier, o.trackingNumber,
        o.city, o.pincode,
      ]),
    };
  }
}

/** What the order row itself records, as timeline events. */
function orderTimeline(
  order: SummaryRow & { gatewayOrderId: string | null; paymentId: string | null },
  fulfilmentUpdatedAt: Date | null,
): AdminTimelineEvent[] {
  const events: AdminTimelineEvent[] = [
    { at: order.createdAt.toISOString(), kind: 'hold_taken', actor: 'buyer', data: { quantity: order.quantity, gatewayOrderId: order.gatewayOrderId } },
  ];
  if (order.paidAt) {
    events.push({ at: order.paidAt.toISOString(), kind: 'payment_captured', actor: 'system', data: { paymentId: order.paymentId, amount: order.totalAmount } });
  }
  if (fulfilmentUpdatedAt) {
    events.push({
      at: fulfilmentUpdatedAt.toISOString(),
      kind: `fulfilment_${order.fulfilment}`,
      actor: 'staff',
      data: { courier: order.courier, trackingNumber: order.trackingNumber, trackingUrl: order.trackingUrl },
    });
  }
  return events.sort((a, b) => a.at.localeCompare(b.at));
}
