import { createRequire } from 'node:module';
import { GST_STATES, formatPaiseWithDecimals, type Paise } from '@robo/domain';
import type { Invoice } from './entities/invoice.entity.js';

// DejaVu Sans has the rupee sign; the 14 standard PDF fonts do not. Shipped by an npm package.
const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const issuedDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});

function stateLabel(code: string | null): string {
  return code ? `${GST_STATES[code] ?? 'Unknown'} (${code})` : '—';
}

const money = formatPaiseWithDecimals;

/** The invoice or credit note as an A4 PDF, rendered from the stored document alone. */
export async function renderInvoicePdf(invoice: Invoice, originalNumber?: string): Promise<Buffer> {
  // Loaded on first use: the web process rarely needs it (docs/decisions.md, Operations).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `${title(invoice)} ${invoice.number}`, Author: invoice.seller.name },
  });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const intraState = invoice.placeOfSupply === invoice.seller.stateCode;
  doc.font('bold').fontSize(16).text(title(invoice), { align: 'right' });
  doc.font('bold').fontSize(12).text(invoice.seller.name, 40, 40);
  doc
    .font('body')
    .fontSize(9)
    .text(invoice.seller.address ?? '', { width: 300 });
  doc.text(`GSTIN: ${invoice.seller.gstin}`);
  doc.text(`State: ${stateLabel(invoice.seller.stateCode)}`);
  doc.moveDown();

  const top = doc.y;
  doc.font('bold').text('Billed to', 40, top);
  doc.font('body').text(invoice.buyer.name, { width: 260 });
  if (invoice.buyer.address) doc.text(invoice.buyer.address, { width: 260 });
  if (invoice.buyer.gstin) doc.text(`GSTIN: ${invoice.buyer.gstin}`);
  for (const contact of [invoice.buyer.email, invoice.buyer.phone]) if (contact) doc.text(contact);
  const leftBottom = doc.y;

  const facts: Array<[string, string]> = [
    [invoice.kind === 'invoice' ? 'Invoice no.' : 'Credit note no.', invoice.number],
    ['Date', issuedDate.format(invoice.issuedAt)],
    ...(originalNumber ? [['Against invoice', originalNumber] as [string, string]] : []),
    [invoice.subjectType === 'registration' ? 'Booking' : 'Order', invoice.subjectRef],
    ...(invoice.paymentId ? [['Payment', invoice.paymentId] as [string, string]] : []),
    ['Place of supply', stateLabel(invoice.placeOfSupply)],
  ];
  doc.y = top;
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font('bold').text(label, 320, y, { width: 90 });
    doc.font('body').text(value, 410, y, { width: 145 });
  }
  doc.y = Math.max(leftBottom, doc.y) + 16;

  const taxColumns = intraState ? ['CGST', 'SGST'] : ['IGST'];
  const headers = ['Description', 'HSN/SAC', 'Qty', 'Amount', 'Discount', 'Taxable', 'Rate', ...taxColumns, 'Total'];
  const widths = intraState ? [130, 48, 24, 52, 48, 52, 30, 44, 44, 55] : [150, 50, 26, 56, 52, 56, 32, 48, 57];
  const row = (cells: string[], font: 'body' | 'bold') => {
    const y = doc.y;
    let x = 40;
    let bottom = y;
    // One cell per column; a row with fewer cells leaves the rest blank.
    widths.forEach((width, i) => {
      doc
        .font(font)
        .fontSize(8)
        .text(cells[i] ?? '', x, y, { width: width - 4, align: i === 0 ? 'left' : 'right' });
      bottom = Math.max(bottom, doc.y);
      x += width;
    });
    doc.y = bottom + 4;
  };
  row(headers, 'bold');
  doc
    .moveTo(40, doc.y - 2)
    .lineTo(555, doc.y - 2)
    .stroke();
  for (const line of invoice.lines) {
    const taxes = intraState ? [money(line.cgst), money(line.sgst)] : [money(line.igst)];
    row(
      [
        line.description,
        line.code,
        String(line.quantity),
        money(line.listPrice),
        money(line.discount),
        money(line.taxable),
        `${line.ratePercent}%`,
        ...taxes,
        money(line.gross),
      ],
      'body',
    );
  }
  doc.moveTo(40, doc.y).lineTo(555, doc.y).stroke();
  doc.moveDown(0.5);

  const totals: Array<[string, Paise]> = [
    ['Taxable value', invoice.taxableTotal],
    ...(intraState
      ? ([
          ['CGST', invoice.cgstTotal],
          ['SGST', invoice.sgstTotal],
        ] as Array<[string, Paise]>)
      : ([['IGST', invoice.igstTotal]] as Array<[string, Paise]>)),
    [invoice.kind === 'invoice' ? 'Total (paid)' : 'Total (refunded)', invoice.total],
  ];
  for (const [label, amount] of totals) {
    const y = doc.y;
    doc.font('bold').fontSize(9).text(label, 340, y, { width: 110 });
    doc.font('body').text(money(amount), 450, y, { width: 105, align: 'right' });
  }
  doc.moveDown(2);
  doc
    .font('body')
    .fontSize(8)
    .text(
      'Prices include GST. Tax is not payable on reverse charge. This is a computer-generated document and needs no signature.',
      40,
      doc.y,
      { width: 515 },
    );
  doc.end();
  return done;
}

function title(invoice: Invoice): string {
  return invoice.kind === 'invoice' ? 'Tax Invoice' : 'Credit Note';
}
