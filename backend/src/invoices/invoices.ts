import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  financialYear,
  paise,
  stateCodeForName,
  stateCodeForPin,
  type GradeGroup,
  type Paise,
  type ShippingAddress,
} from '@robo/domain';
import { Settings } from '../config/settings.js';
import { Invoice, type InvoiceKind, type InvoiceParty, type InvoiceSubjectType } from './entities/invoice.entity.js';
import { bookingItems, partOfLines, taxLines, totalsOf, type InvoiceLine, type LineItem } from './invoice-lines.js';
import { documentNumber, takeSequence } from './invoice-numbers.js';
import { one, rows } from '../common/sql.js';

export interface InvoiceSubject {
  type: InvoiceSubjectType;
  /** The row id of the registration or order. */
  id: number;
}

interface Sale {
  subject: InvoiceSubject;
  subjectRef: string;
  paymentId: string | null;
  buyer: InvoiceParty;
  placeOfSupply: string;
  items: LineItem[];
  charged: Paise;
  /** The booking's edition's seller; absent or null: the SELLER_* settings. */
  seller?: { name: string; address: string; gstin: string } | null;
}

/** What a booking's invoice is made from. */
interface BookingSaleRow {
  bookingId: string;
  paymentId: string | null;
  parentName: string;
  email: string;
  phoneNumber: string;
  buyerGstin: string | null;
  schoolName: string;
  gradeGroup: GradeGroup;
  takeawayKit: boolean;
  originalAmount: Paise;
  totalAmount: Paise;
  venueName: string;
  venueAddress: string;
  /** The booking's edition's early-bird ticket price and seller (null: the SELLER_* settings). */
  ticketPrice: Paise;
  editionSeller: { name: string; address: string; gstin: string } | null;
}

/** What a store order's invoice is made from. */
interface OrderSaleRow {
  orderId: string;
  paymentId: string | null;
  customerName: string | null;
  customerEmail: string | null;
  customerPhone: string | null;
  buyerGstin: string | null;
  shippingAddress: ShippingAddress | null;
  productName: string;
  productSku: string;
  quantity: number;
  unitPrice: Paise;
  totalAmount: Paise;
  category: string | null;
  hsnCode: string | null;
}

/** The last PIN code in an address ('..., Pune 411045'). */
const PIN_IN_TEXT = /(?:^|\D)([1-9]\d{5})(?!\d)(?!.*\d{6})/;

/**
 * Issues GST tax invoices and credit notes inside the caller's transaction (README.md here):
 * an invoice with the payment's confirmation, a credit note with a refund. Idempotent per
 * subject (one invoice) and per refund key (one credit note).
 */
@Injectable()
export class Invoices {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly settings: Settings,
  ) {}

  /** The invoice of a workshop booking whose payment was just confirmed in `manager`'s transaction. */
  async issueForBooking(manager: EntityManager, registrationId: number): Promise<Invoice> {
    const row = await one<BookingSaleRow>(
      manager,
      `SELECT r.booking_id AS "bookingId", r.payment_id AS "paymentId", r.parent_name AS "parentName", r.email,
              r.phone_number AS "phoneNumber", r.buyer_gstin AS "buyerGstin", r.school_name AS "schoolName",
              r.grade_group AS "gradeGroup", r.takeaway_kit AS "takeawayKit", r.original_amount AS "originalAmount",
              r.total_amount AS "totalAmount", v.display_name AS "venueName", v.address AS "venueAddress",
              e.ticket_price AS "ticketPrice", e.seller AS "editionSeller"
       FROM registrations r JOIN venues v ON v.id = r.venue_id JOIN editions e ON e.id = r.edition_id
       WHERE r.id = $1`,
      [registrationId],
    );
    // Admission to an event is supplied where the event is held: the venue's state.
    const venuePin = PIN_IN_TEXT.exec(row.venueAddress)?.[1];
    return this.issue(manager, {
      subject: { type: 'registration', id: registrationId },
      subjectRef: row.bookingId,
      paymentId: row.paymentId,
      buyer: {
        name: row.buyerGstin ? `${row.parentName} (${row.schoolName})` : row.parentName,
        address: null,
        gstin: row.buyerGstin,
        stateCode: row.buyerGstin?.slice(0, 2) ?? null,
        email: row.email,
        phone: row.phoneNumber,
      },
      placeOfSupply: (venuePin && stateCodeForPin(venuePin)) || this.settings.sellerStateCode,
      items: bookingItems(row, this.settings.gst),
      charged: row.totalAmount,
      seller: row.editionSeller,
    });
  }

  /** The invoice of a store order whose payment was just confirmed in `manager`'s transaction. */
  async issueForOrder(manager: EntityManager, orderRowId: number): Promise<Invoice> {
    const row = await one<OrderSaleRow>(
      manager,
      `SELECT o.order_id AS "orderId", o.payment_id AS "paymentId", o.customer_name AS "customerName",
              o.customer_email AS "customerEmail", o.customer_phone AS "customerPhone", o.buyer_gstin AS "buyerGstin",
              o.shipping_address AS "shippingAddress", o.product_name AS "productName", o.product_sku AS "productSku",
              o.quantity, o.unit_price AS "unitPrice", o.total_amount AS "totalAmount",
              p.category, p.hsn_code AS "hsnCode"
       FROM orders o LEFT JOIN products p ON p.id = o.product_id WHERE o.id = $1`,
      [orderRowId],
    );
    const address = row.shippingAddress;
    // Goods are supplied where their delivery ends: the shipping PIN's state, else the state typed.
    const placeOfSupply =
      (address && (stateCodeForPin(address.pincode) ?? stateCodeForName(address.state))) ||
      this.settings.sellerStateCode;
    const { gst } = this.settings;
    return this.issue(manager, {
      subject: { type: 'order', id: orderRowId },
      subjectRef: row.orderId,
      paymentId: row.paymentId,
      buyer: {
        name: row.customerName ?? 'Customer',
        address: address
          ? [address.line1, address.line2, address.city, `${address.state} ${address.pincode}`]
              .filter(Boolean)
              .join(', ')
          : null,
        gstin: row.buyerGstin,
        stateCode: placeOfSupply,
        email: row.customerEmail,
        phone: row.customerPhone,
      },
      placeOfSupply,
      items: [
        {
          description: `${row.productName} (SKU ${row.productSku})`,
          code: row.hsnCode ?? gst.kitHsn,
          quantity: row.quantity,
          listPrice: paise(row.unitPrice * row.quantity),
          ratePercent: (row.category ? gst.categoryRates[row.category] : undefined) ?? gst.defaultRate,
        },
      ],
      charged: row.totalAmount,
    });
  }

  /**
   * A credit note for `amount` paise refunded against the invoice of a booking or order (by its
   * booking id or order id), once per refund key.
   * Returns null when the subject has no invoice (a payment refunded before it was ever confirmed).
   */
  async issueCreditNote(
    manager: EntityManager,
    refund: { subject: { type: InvoiceSubjectType; ref: string }; amount: Paise; refundKey: string },
  ): Promise<Invoice | null> {
    const existing = await manager.findOneBy(Invoice, { kind: 'credit_note', refundKey: refund.refundKey });
    if (existing) return existing;
    const invoice = await manager.findOneBy(Invoice, {
      kind: 'invoice',
      subjectType: refund.subject.type,
      subjectRef: refund.subject.ref,
    });
    if (!invoice) return null;
    const intraState = invoice.placeOfSupply === invoice.seller.stateCode;
    const lines = partOfLines(invoice.lines, paise(Math.min(refund.amount, invoice.total)), intraState);
    return this.write(manager, 'credit_note', {
      ...invoice,
      originalInvoiceId: invoice.id,
      refundKey: refund.refundKey,
      lines,
    });
  }

  findById(id: number): Promise<Invoice | null> {
    return this.db.manager.findOneBy(Invoice, { id });
  }

  /** Invoices and credit notes of a booking id or order id, oldest first. */
  listFor(subjectRef: string): Promise<Invoice[]> {
    return this.db.manager.find(Invoice, { where: { subjectRef }, order: { id: 'ASC' } });
  }

  /** The edition names of bookings, by registration id (for the GSTR-1 export's Edition column). */
  async bookingEditions(registrationIds: number[]): Promise<Map<number, string>> {
    const found = await rows<{ id: number; name: string }>(
      this.db,
      `SELECT r.id, e.name FROM registrations r JOIN editions e ON e.id = r.edition_id WHERE r.id = ANY ($1::int[])`,
      [registrationIds],
    );
    return new Map(found.map((row) => [row.id, row.name]));
  }

  /** Every document issued in a calendar month of India time ('2026-11'), in number order. */
  issuedInMonth(month: string): Promise<Invoice[]> {
    return this.db.manager
      .createQueryBuilder(Invoice, 'i')
      .where(`to_char(i.issued_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM') = :month`, { month })
      .orderBy('i.kind')
      .addOrderBy('i.financial_year')
      .addOrderBy('i.sequence')
      .getMany();
  }

  private async issue(manager: EntityManager, sale: Sale): Promise<Invoice> {
    const existing = await manager.findOneBy(Invoice, {
      kind: 'invoice',
      subjectType: sale.subject.type,
      subjectId: sale.subject.id,
    });
    if (existing) return existing;
    const seller: InvoiceParty = sale.seller
      ? { ...sale.seller, stateCode: sale.seller.gstin.slice(0, 2) }
      : { ...this.settings.seller, stateCode: this.settings.sellerStateCode };
    const lines = taxLines(sale.items, sale.charged, sale.placeOfSupply === seller.stateCode);
    return this.write(manager, 'invoice', {
      subjectType: sale.subject.type,
      subjectId: sale.subject.id,
      subjectRef: sale.subjectRef,
      paymentId: sale.paymentId,
      seller,
      buyer: sale.buyer,
      placeOfSupply: sale.placeOfSupply,
      originalInvoiceId: null,
      refundKey: null,
      lines,
    });
  }

  /** Takes the number just before the insert: the counter row stays locked from there to the commit. */
  private async write(
    manager: EntityManager,
    kind: InvoiceKind,
    document: Pick<
      Invoice,
      | 'subjectType'
      | 'subjectId'
      | 'subjectRef'
      | 'paymentId'
      | 'seller'
      | 'buyer'
      | 'placeOfSupply'
      | 'originalInvoiceId'
      | 'refundKey'
    > & { lines: InvoiceLine[] },
  ): Promise<Invoice> {
    const issuedAt = new Date();
    const year = financialYear(issuedAt);
    const sequence = await takeSequence(manager, kind, year);
    const prefix = kind === 'invoice' ? this.settings.invoicePrefix : this.settings.creditNotePrefix;
    const invoice = manager.create(Invoice, {
      subjectType: document.subjectType,
      subjectId: document.subjectId,
      subjectRef: document.subjectRef,
      paymentId: document.paymentId,
      seller: document.seller,
      buyer: document.buyer,
      placeOfSupply: document.placeOfSupply,
      originalInvoiceId: document.originalInvoiceId,
      refundKey: document.refundKey,
      lines: document.lines,
      ...totalsOf(document.lines),
      kind,
      number: documentNumber(prefix, year, sequence),
      financialYear: year,
      sequence,
      issuedAt,
    });
    return manager.save(invoice);
  }
}
