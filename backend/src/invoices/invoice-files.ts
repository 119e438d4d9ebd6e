import { Injectable } from '@nestjs/common';
import type { AdminInvoice } from '@robo/domain';
import { invoiceError } from './invoices.errors.js';
import type { CsvTable } from '../common/csv.js';
import { Settings } from '../config/settings.js';
import type { Invoice } from './entities/invoice.entity.js';
import { gstr1Csv } from './invoice-csv.js';
import { checkInvoiceLink, invoiceFileName, invoicePdfPath } from './invoice-links.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { Invoices } from './invoices.js';
import { signingKeys } from '../common/purpose-signature.js';

export const INVOICE_NOT_FOUND = 'Invoice not found';
export const INVOICE_LINK_EXPIRED =
  'This invoice link has expired. Find your booking at /my-booking to download the invoice again.';
const DAY_MS = 24 * 60 * 60 * 1000;
const MONTH_RE = /^\d{4}-(0[1-9]|1[0-2])$/;

export interface DownloadFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

/** Invoices as files: PDFs for buyers (by signed link) and staff, the month's GSTR-1 rows for the owner. */
@Injectable()
export class InvoiceFiles {
  constructor(
    private readonly invoices: Invoices,
    private readonly settings: Settings,
  ) {}

  /**
   * A fresh signed link to the (first) invoice of a booking or order, working for INVOICE_LINK_DAYS;
   * null before it is paid.
   */
  async buyerLink(subjectRef: string, now = new Date()): Promise<string | null> {
    const invoice = (await this.invoices.listFor(subjectRef)).find((document) => document.kind === 'invoice');
    if (!invoice) return null;
    return invoicePdfPath(
      signingKeys(this.settings),
      invoice.id,
      new Date(now.getTime() + this.settings.invoiceLinkDays * DAY_MS),
    );
  }

  /** The PDF of a booking's or order's (first) invoice, attached to its confirmation e-mail; null before it is paid. */
  async firstInvoicePdf(subjectRef: string): Promise<DownloadFile | null> {
    const invoice = (await this.invoices.listFor(subjectRef)).find((document) => document.kind === 'invoice');
    return invoice ? this.pdf(invoice.id) : null;
  }

  async pdfForBuyer(id: number, link: { expires: unknown; signature: unknown }): Promise<DownloadFile> {
    const check = checkInvoiceLink(signingKeys(this.settings), id, link.expires, link.signature);
    if (check === 'expired') throw invoiceError.INVOICE_LINK_EXPIRED(INVOICE_LINK_EXPIRED);
    if (check === 'forged') throw invoiceError.INVOICE_NOT_FOUND(INVOICE_NOT_FOUND);
    return this.pdf(id);
  }

  async pdf(id: number): Promise<DownloadFile> {
    const invoice = await this.invoices.findById(id);
    if (!invoice) throw invoiceError.INVOICE_NOT_FOUND(INVOICE_NOT_FOUND);
    const original = invoice.originalInvoiceId ? await this.invoices.findById(invoice.originalInvoiceId) : null;
    return {
      fileName: invoiceFileName(invoice.number),
      contentType: 'application/pdf',
      body: await renderInvoicePdf(invoice, original?.number),
    };
  }

  async listForStaff(subjectRef: string): Promise<AdminInvoice[]> {
    return (await this.invoices.listFor(subjectRef)).map((invoice: Invoice) => ({
      id: invoice.id,
      kind: invoice.kind,
      number: invoice.number,
      issuedAt: invoice.issuedAt.toISOString(),
      total: invoice.total,
      pdfUrl: `/api/admin/invoices/${invoice.id}/pdf`,
    }));
  }

  /** The month's GSTR-1 rows, for `CsvDownloads` (audited, defused). */
  async monthCsv(month: unknown): Promise<{ filename: string; table: CsvTable }> {
    if (typeof month !== 'string' || !MONTH_RE.test(month))
      throw invoiceError.MONTH_INVALID('Choose a month as YYYY-MM');
    const documents = await this.invoices.issuedInMonth(month);
    const originalIds = [...new Set(documents.flatMap((document) => document.originalInvoiceId ?? []))];
    const originals = new Map<number, string>();
    for (const id of originalIds) {
      const original = documents.find((document) => document.id === id) ?? (await this.invoices.findById(id));
      if (original) originals.set(id, original.number);
    }
    const editions = await this.invoices.bookingEditions(
      documents.flatMap((document) => (document.subjectType === 'registration' ? [document.subjectId] : [])),
    );
    return { filename: `gstr1-${month}.csv`, table: gstr1Csv(documents, originals, editions) };
  }
}
