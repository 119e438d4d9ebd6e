import { GST_STATES, paise, paiseToRupees, type Paise } from '@robo/domain';
import { phoneCell, type CsvTable } from '../common/csv.js';
import type { Invoice } from './entities/invoice.entity.js';

/** Columns of GSTR-1 (B2B, B2CS, CDNR, CDNUR and HSN summary), one row per document line. */
const COLUMNS = [
  'Document type',
  'Document number',
  'Document date',
  'Original invoice number',
  'Booking or order',
  'GSTIN of recipient',
  'Receiver name',
  'Place of supply',
  'Supply type',
  'GSTR-1 section',
  'Reverse charge',
  'Document value',
  'HSN/SAC',
  'Description',
  'Quantity',
  'Rate',
  'Taxable value',
  'Integrated tax',
  'Central tax',
  'State/UT tax',
  'Cess',
  // Beyond GSTR-1, for reconciling with the revenue report and the other exports (backend/src/invoices/README.md).
  'Edition',
  'Phone',
  'Paid (INR)',
  'Refunded (INR)',
  'Net (INR)',
];

const documentDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});

/** Rupees with two decimals and no grouping, as the GST offline tool imports them. */
const rupees = (amount: Paise) => paiseToRupees(amount).toFixed(2);

function section(document: Invoice): string {
  const registered = !!document.buyer.gstin;
  if (document.kind === 'credit_note') return registered ? 'CDNR' : 'CDNUR';
  return registered ? 'B2B' : 'B2CS';
}

/**
 * The month's invoices and credit notes for the accountant, as a table for the defusing CSV writer
 * (a buyer named "=HYPERLINK(...)" must not become a formula); `originals` maps credit notes'
 * invoice ids to numbers, `editions` bookings' registration ids to their edition's name (a store
 * order's edition cell stays empty: orders belong to no edition). A line's value (tax included) is
 * paid on an invoice and refunded on a credit note, so the month's net is what the revenue report
 * counts for it.
 */
export function gstr1Csv(
  documents: Invoice[],
  originals: Map<number, string>,
  editions: Map<number, string>,
): CsvTable {
  const rows = documents.flatMap((document) => {
    const intraState = document.placeOfSupply === document.seller.stateCode;
    const edition = document.subjectType === 'registration' ? editions.get(document.subjectId) : undefined;
    const sign = document.kind === 'invoice' ? 1 : -1;
    return document.lines.map((line) => [
      document.kind === 'invoice' ? 'Invoice' : 'Credit note',
      document.number,
      documentDate.format(document.issuedAt).replace(/ /g, '-'),
      document.originalInvoiceId ? (originals.get(document.originalInvoiceId) ?? '') : '',
      document.subjectRef,
      document.buyer.gstin ?? '',
      document.buyer.name,
      `${document.placeOfSupply}-${GST_STATES[document.placeOfSupply] ?? ''}`,
      intraState ? 'Intra-State' : 'Inter-State',
      section(document),
      'N',
      rupees(document.total),
      line.code,
      line.description,
      line.quantity,
      line.ratePercent.toFixed(2),
      rupees(line.taxable),
      rupees(line.igst),
      rupees(line.cgst),
      rupees(line.sgst),
      '0.00',
      edition ?? '',
      phoneCell(document.buyer.phone ?? null),
      rupees(sign > 0 ? line.gross : paise(0)),
      rupees(sign < 0 ? line.gross : paise(0)),
      rupees(paise(sign * line.gross)),
    ]);
  });
  return { header: COLUMNS, rows };
}
