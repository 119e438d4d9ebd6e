import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  CANCELLABLE_FROM,
  FULFILMENT_MESSAGES,
  nextFulfilmentStates,
  paise,
  paiseToDecimal,
  type AdminOrderDetail,
  type AdminOrderPage,
  type AdminOrderSummary,
  type Paise,
  abandonedSql,
  ORDER_READS,
} from '@robo/domain';
import type { DataSource, EntityManager } from 'typeorm';
import type { StaffRole } from '../auth/roles.js';
import { moneyColumnsSql, phoneCell, type CsvRow, type CsvTable } from '../common/csv.js';
import { orderError } from './orders.errors.js';
import { maybeOne, one, rows } from '../common/sql.js';
import { Timeline } from '../audit/timeline.js';
import { reminderEventKey } from '../reminders/payment-reminders.js';
import { ADMIN_ORDER_COLUMNS, orderListSql, REFUNDABLE_PAISE } from './admin-order-query.js';
import type { AdminOrdersQueryDto } from './dto/admin-orders-query.dto.js';

type SummaryRow = Omit<AdminOrderSummary, 'createdAt' | 'paidAt'> & { createdAt: Date; paidAt: Date | null };

type DetailRow = SummaryRow &
  Pick<
    AdminOrderDetail,
    | 'unitPrice'
    | 'gatewayOrderId'
    | 'paymentId'
    | 'shippingAddress'
    | 'notes'
    | 'holdsStock'
    | 'cancellable'
    | 'refundablePaise'
    | 'restockableUnits'
    | 'remindable'
  > & {
    id: number;
  };

const iso = (at: Date | null) => (at ? at.toISOString() : null);
const toSummary = (row: SummaryRow): AdminOrderSummary => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  paidAt: iso(row.paidAt),
});

type CsvOrderRow = SummaryRow & { paidPaise: Paise; refundedProcessedPaise: Paise };

const kolkata = (at: Date | null) =>
  at ? at.toLocaleString('sv-SE', { timeZone: 'Asia/Kolkata', hour12: false }).slice(0, 16) : '';

/**
 * The orders CSV, header and cell side by side (a new column is one line). Paid, refunded and net
 * are counted as the revenue report counts them (`moneyColumnsSql`, backend/src/common/csv.ts).
 * Orders take no coupons, so there is no coupon column; the kit is the product.
 */
const ORDER_CSV_COLUMNS: [header: string, cell: (order: CsvOrderRow) => CsvRow[number]][] = [
  ['Order ID', (o) => o.orderId],
  ['Created (IST)', (o) => kolkata(o.createdAt)],
  ['Paid (IST)', (o) => kolkata(o.paidAt)],
  ['Buyer', (o) => o.customerName],
  ['Phone', (o) => phoneCell(o.customerPhone)],
  ['E-mail', (o) => o.customerEmail],
  ['Kit', (o) => o.productName],
  ['SKU', (o) => o.productSku],
  ['Quantity', (o) => o.quantity],
  ['Total (INR)', (o) => paiseToDecimal(o.totalAmount)],
  ['Payment', (o) => o.paymentStatus],
  ['Money', (o) => o.moneyStatus],
  ['Paid (INR)', (o) => paiseToDecimal(o.paidPaise)],
  ['Refunded (INR)', (o) => paiseToDecimal(o.refundedProcessedPaise)],
  ['Net (INR)', (o) => paiseToDecimal(paise(o.paidPaise - o.refundedProcessedPaise))],
  ['Fulfilment', (o) => o.fulfilment],
  ['Courier', (o) => o.courier],
  ['Tracking number', (o) => o.trackingNumber],
  ['City', (o) => o.city],
  ['PIN code', (o) => o.pincode],
];

/** At most this many orders in one CSV export. */
const EXPORT_LIMIT = 100_000;

/** The orders back office: find orders, read one with its story, export them (backend/src/orders/README.md). */
@Injectable()
export class AdminOrdersService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly timeline: Timeline,
  ) {}

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
         o.payment_id AS "paymentId", o.shipping_address AS "shippingAddress", o.notes, o.holds_stock AS "holdsStock",
         o.paid_at IS NOT NULL AND o.fulfilment = ANY($2) AS cancellable, ${REFUNDABLE_PAISE} AS "refundablePaise",
         CASE WHEN o.holds_stock AND o.paid_at IS NOT NULL THEN o.quantity - o.restocked_quantity ELSE 0 END AS "restockableUnits",
         ${abandonedSql(ORDER_READS.expiredUnpaid, 'o')} AND coalesce(o.customer_email, o.customer_phone) IS NOT NULL
           AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.event_key = $3) AS remindable
       FROM orders o WHERE o.order_id = $1`,
      [orderId, CANCELLABLE_FROM, reminderEventKey('order', orderId)],
    );
    if (!row) throw orderError.ORDER_NOT_FOUND(FULFILMENT_MESSAGES.orderNotFound);
    const { id, ...detail } = row;
    return {
      ...detail,
      ...toSummary(detail),
      nextFulfilment: ORDER_READS.paid.test(row) ? nextFulfilmentStates(row.fulfilment, role === 'owner') : [],
      timeline: await this.timeline.list(manager, { type: 'order', id }),
    };
  }

  /** The order id as an SVG QR code; 404 for an order that does not exist. */
  async qrSvg(orderId: string): Promise<string> {
    const found = await maybeOne<{ orderId: string }>(
      this.db,
      `SELECT order_id AS "orderId" FROM orders WHERE order_id = $1`,
      [orderId],
    );
    if (!found) throw orderError.ORDER_NOT_FOUND(FULFILMENT_MESSAGES.orderNotFound);
    // Loaded on first use: the web process rarely needs it (docs/decisions.md, Operations).
    const { default: QRCode } = await import('qrcode');
    return QRCode.toString(found.orderId, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  }

  /** The filtered orders as a spreadsheet, newest first unless sorted otherwise (columns: ORDER_CSV_COLUMNS). */
  async csv(query: AdminOrdersQueryDto): Promise<CsvTable> {
    const sql = orderListSql(query);
    const money = moneyColumnsSql('o', 'order', 'order_id');
    const orders = await rows<CsvOrderRow>(
      this.db,
      `SELECT ${ADMIN_ORDER_COLUMNS}, ${money.paid} AS "paidPaise", ${money.refunded} AS "refundedProcessedPaise"
       FROM orders o ${sql.where} ${sql.orderBy} LIMIT ${EXPORT_LIMIT}`,
      sql.params,
    );
    return {
      header: ORDER_CSV_COLUMNS.map(([header]) => header),
      rows: orders.map((order) => ORDER_CSV_COLUMNS.map(([, cell]) => cell(order))),
    };
  }
}
