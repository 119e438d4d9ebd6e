import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  CANCELLABLE_FROM,
  FULFILMENT_MESSAGES,
  nextFulfilmentStates,
  type AdminOrderDetail,
  type AdminOrderPage,
  type AdminOrderSummary,
  abandonedSql,
  moneyStatusSql,
  ORDER_READS,
} from '@robo/domain';
import type { DataSource, EntityManager } from 'typeorm';
import type { StaffRole } from '../auth/roles.js';
import type { Readable } from 'node:stream';
import {
  type CsvColumn,
  defusedSql,
  filteredCsv,
  kolkataTimeSql,
  moneyColumnsSql,
  phoneCellSql,
  rupeesSql,
} from '../common/csv.js';
import { orderError } from './orders.errors.js';
import { inOneSnapshot, maybeOne, one, rows } from '../common/sql.js';
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

const money = moneyColumnsSql('o', 'order', 'order_id');

/**
 * The orders CSV, header and SQL side by side (a new column is one line); text people typed is
 * defused against formulas, phones kept as text (backend/src/common/csv.ts). Paid, refunded and net
 * are counted as the revenue report counts them (`moneyColumnsSql`). Orders take no coupons, so
 * there is no coupon column; the kit is the product.
 */
const ORDER_CSV_COLUMNS: CsvColumn[] = [
  ['Order ID', 'o.order_id'],
  ['Created (IST)', kolkataTimeSql('o.created_at')],
  ['Paid (IST)', kolkataTimeSql('o.paid_at')],
  ['Buyer', defusedSql('o.customer_name')],
  ['Phone', phoneCellSql('o.customer_phone')],
  ['E-mail', defusedSql('o.customer_email')],
  ['Kit', defusedSql('o.product_name')],
  ['SKU', defusedSql('o.product_sku')],
  ['Quantity', 'o.quantity'],
  ['Total (INR)', rupeesSql('o.total_amount')],
  ['Payment', 'o.payment_status'],
  ['Money', moneyStatusSql('o')],
  ['Paid (INR)', rupeesSql(money.paid)],
  ['Refunded (INR)', rupeesSql(money.refunded)],
  ['Net (INR)', rupeesSql(money.net)],
  ['Fulfilment', 'o.fulfilment'],
  ['Courier', defusedSql('o.courier')],
  ['Tracking number', defusedSql('o.tracking_number')],
  ['City', defusedSql(`o.shipping_address->>'city'`)],
  ['PIN code', defusedSql(`o.shipping_address->>'pincode'`)],
];

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

  /** The order as staff see it, its row and timeline from one snapshot (`inOneSnapshot`). */
  detail(orderId: string, role: StaffRole, manager?: EntityManager): Promise<AdminOrderDetail> {
    return inOneSnapshot(this.db, manager, (snapshot) => this.read(orderId, role, snapshot));
  }

  private async read(orderId: string, role: StaffRole, manager: EntityManager): Promise<AdminOrderDetail> {
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

  /**
   * The filtered orders as a spreadsheet, newest first unless sorted otherwise (columns:
   * ORDER_CSV_COLUMNS), streamed from PostgreSQL; and how many matched (for the audit log).
   */
  csv(query: AdminOrdersQueryDto): Promise<{ stream: Readable; rows: number }> {
    const sql = orderListSql(query);
    return filteredCsv(this.db, {
      columns: ORDER_CSV_COLUMNS,
      from: 'orders o',
      alias: 'o',
      where: sql.where,
      params: sql.params,
      orderBy: sql.orderBy,
      joins: 'JOIN orders o ON o.id = e.id',
    });
  }
}
