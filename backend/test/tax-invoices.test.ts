import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { financialYear, FIRST_EDITION, paise, withGstinCheck } from '@robo/domain';
import { onlyRow } from '../src/common/rows.js';
import { Invoices } from '../src/invoices/invoices.js';
import { RefundsService } from '../src/payments/refunds/refunds.service.js';
import { PaymentPipeline } from '../src/payments/pipeline/payment-pipeline.js';
import { BookingPayable } from '../src/registrations/booking-payable.js';
import { signInAsAdmin } from './support/admin.js';
import { createProduct } from './support/factories.js';
import { orderRequest, paidInSandbox } from './support/store-helpers.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { addVenue, registrationBody } from './workshop-support.js';

const SCHOOL_GSTIN = withGstinCheck('29AAAAS0000B1Z');
const FY = financialYear(new Date());

interface InvoiceRow {
  id: number;
  kind: string;
  number: string;
  sequence: number;
  place_of_supply: string;
  original_invoice_id: number | null;
  refund_key: string | null;
  buyer: { gstin: string | null; name: string };
  lines: Array<{
    code: string;
    gross: number;
    cgst: number;
    sgst: number;
    igst: number;
    taxable: number;
    ratePercent: number;
  }>;
  taxable_total: number;
  cgst_total: number;
  sgst_total: number;
  igst_total: number;
  total: number;
}

describe('GST tax invoices', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const invoicesOf = (ref: string): Promise<InvoiceRow[]> =>
    t.db.query('SELECT * FROM invoices WHERE subject_ref = $1 ORDER BY id', [ref]);

  async function payBooking(venueAddress: string, overrides: Record<string, unknown> = {}) {
    const venue = await addVenue(t, { address: venueAddress });
    const created = await t.http().post('/api/registrations').send(registrationBody(venue.id, overrides)).expect(201);
    const bookingId: string = created.body.registration.bookingId;
    const releaseToken: string = created.body.releaseToken;
    const paid = await paidInSandbox(t, created.body.razorpayOrder.id);
    await t
      .http()
      .post('/api/verify-payment')
      .send({ ...paid, booking_id: bookingId })
      .expect(200);
    return { bookingId, releaseToken, paymentId: paid.razorpay_payment_id };
  }

  it('issues one invoice with the confirmation: CGST + SGST within Maharashtra, totals equal to the charge, PDF by signed link', async () => {
    const { bookingId, releaseToken, paymentId } = await payBooking('Orchid School, Baner Road, Pune 411045');
    const invoice = onlyRow(await invoicesOf(bookingId));
    expect(invoice).toMatchObject({
      kind: 'invoice',
      place_of_supply: '27',
      total: 34900,
      taxable_total: 29576,
      cgst_total: 2662,
      sgst_total: 2662,
      igst_total: 0,
    });
    expect(invoice.number).toMatch(new RegExp(`^RL/${FY}/\\d{6}$`));
    expect(invoice.lines).toEqual([expect.objectContaining({ code: '999293', gross: 34900, ratePercent: 18 })]);

    // Confirming again (verify, webhook, reconciliation) issues nothing more.
    await t.app.get(PaymentPipeline).confirm(t.app.get(BookingPayable), {
      gatewayOrderId: (
        await t.db.query('SELECT gateway_order_id FROM registrations WHERE booking_id = $1', [bookingId])
      )[0].gateway_order_id,
      paymentId,
    });
    expect(await invoicesOf(bookingId)).toHaveLength(1);

    const details = await t
      .http()
      .get(`/api/registration-details/${bookingId}`)
      .set('x-release-token', releaseToken)
      .expect(200);
    expect(details.body.invoiceUrl).toMatch(
      new RegExp(`^/api/invoices/${invoice.id}/pdf\\?expires=\\d+&signature=[0-9a-f]{64}$`),
    );
    const pdf = await t
      .http()
      .get(details.body.invoiceUrl)
      .buffer(true)
      .parse(binary as never)
      .expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${invoice.number.replace(/\//g, '-')}.pdf"`);
    const bytes = pdf.body as Buffer;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain('DejaVuSans'); // the embedded font with the rupee sign

    const url: string = details.body.invoiceUrl;
    const forged = `${url.slice(0, -1)}${url.endsWith('0') ? '1' : '0'}`;
    await t.http().get(forged).expect(404);
    await t.http().get(`/api/invoices/${invoice.id}/pdf`).expect(404);
  });

  it('charges IGST for a venue in another state; a kit booking has the seat and the kit on separate lines', async () => {
    const { bookingId } = await payBooking('Koramangala, Bengaluru 560034', {
      takeawayKit: true,
      gradeGroup: 'std-5-9',
      totalAmount: 499900,
      originalAmount: 499900,
    });
    const invoice = onlyRow(await invoicesOf(bookingId));
    expect(invoice).toMatchObject({ place_of_supply: '29', cgst_total: 0, sgst_total: 0, total: 499900 });
    expect(invoice.lines.map((line) => [line.code, line.gross])).toEqual([
      ['999293', 34900],
      ['9023', 465000],
    ]);
    expect(invoice.taxable_total + invoice.igst_total).toBe(499900);
  });

  it('takes a school GSTIN checked by its checksum, and refuses a wrong one with a clear message', async () => {
    const venue = await addVenue(t);
    const wrong = await t
      .http()
      .post('/api/registrations')
      .send(registrationBody(venue.id, { buyerGstin: '29AAAAS0000B1ZA' }))
      .expect(400);
    expect(wrong.body.message).toBe('Please enter a valid 15-character GSTIN, or leave it empty');
    expect(
      (await t.db.query('SELECT count(*)::int AS n FROM registrations WHERE venue_id = $1', [venue.id]))[0].n,
    ).toBe(0);

    const { bookingId } = await payBooking('Pune 411001', { buyerGstin: SCHOOL_GSTIN.toLowerCase() });
    const invoice = onlyRow(await invoicesOf(bookingId));
    expect(invoice.buyer).toMatchObject({ gstin: SCHOOL_GSTIN, name: 'Asha Rao (DPS Pune)' });
  });

  it('invoices a store order with the product HSN and IGST for a buyer in another state', async () => {
    const product = await createProduct(t.db, { price: 2499, hsnCode: '85437099' });
    const created = await t
      .http()
      .post('/api/razorpay/create-order')
      .send(
        orderRequest(product.id, {
          qty: 2,
          shippingAddress: { line1: '4 MG Road', city: 'Chennai', state: 'Tamil Nadu', pincode: '600001' },
        }),
      )
      .expect(200);
    await t
      .http()
      .post('/api/store/verify-payment')
      .send(await paidInSandbox(t, created.body.order_id))
      .expect(200);
    const [order] = await t.db.query('SELECT order_id FROM orders WHERE gateway_order_id = $1', [
      created.body.order_id,
    ]);
    const invoice = onlyRow(await invoicesOf(order.order_id));
    expect(invoice).toMatchObject({ place_of_supply: '33', total: 499800, cgst_total: 0 });
    expect(invoice.lines).toEqual([expect.objectContaining({ code: '85437099', gross: 499800 })]);
    const details = await t
      .http()
      .get(`/api/order-details/${order.order_id}`)
      .set('x-release-token', created.body.releaseToken)
      .expect(200);
    expect(details.body.invoiceUrl).toContain(`/api/invoices/${invoice.id}/pdf?expires=`);
  });

  it('numbers 200 concurrent confirmations 1 to 200 with no gap and no repeat, even when each arrives twice', async () => {
    const venue = await addVenue(t, { maxSeats: 500 });
    const [{ before }] = await t.db.query(
      `SELECT coalesce(max(value), 0) AS before FROM invoice_counters WHERE kind = 'invoice'`,
    );
    const ids = Array.from({ length: 200 }, (_, i) => i);
    await t.db.query(
      `INSERT INTO registrations (parent_name, phone_number, email, child_name, grade_group, school_name, venue_id,
         total_amount, original_amount, booking_id, gateway_order_id, hold_expires_at)
       SELECT 'Parent', '919876543210', 'p@example.com', 'Child', 'std-1-2', 'School', $1, 34900, 34900,
              'RL-BULK' || i, 'order_bulk_' || i, now() + interval '1 hour'
       FROM generate_series(0, 199) AS i`,
      [venue.id],
    );
    const [pipeline, bookings] = [t.app.get(PaymentPipeline), t.app.get(BookingPayable)];
    const outcomes = await Promise.all(
      [...ids, ...ids].map((i) =>
        pipeline.confirm(bookings, { gatewayOrderId: `order_bulk_${i}`, paymentId: `pay_bulk_${i}` }),
      ),
    );
    expect(outcomes.filter((o) => o.outcome === 'confirmed')).toHaveLength(200);

    const rows: Array<{ sequence: number; number: string }> = await t.db.query(
      `SELECT sequence, number FROM invoices WHERE subject_ref LIKE 'RL-BULK%' ORDER BY sequence`,
    );
    expect(rows).toHaveLength(200);
    expect(rows.map((row) => row.sequence)).toEqual(ids.map((i) => Number(before) + 1 + i));
    expect(new Set(rows.map((row) => row.number)).size).toBe(200);
  });

  it('issues a credit note in its own series when a refund is processed, once per refund; issued documents cannot be edited', async () => {
    const { bookingId, paymentId } = await payBooking('Pune 411045');
    // What the refunds machinery tells the booking's owner once the gateway has refunded.
    const processed = {
      id: '41',
      subject: { type: 'registration' as const, id: bookingId },
      paymentId,
      amountPaise: paise(10000),
      reason: 'Parent asked',
      requestedBy: 'system',
      status: 'processed' as const,
      gatewayRefundId: 'rfnd_41',
      failure: null,
      createdAt: new Date(),
      processedAt: new Date(),
    };
    const refunds = t.app.get(RefundsService);
    await t.db.transaction((manager) => refunds.subject('registration').processed(manager, processed));
    await t.db.transaction((manager) => refunds.subject('registration').processed(manager, processed));
    const [invoice, note] = await invoicesOf(bookingId);
    if (!invoice || !note) throw new Error('Expected the invoice and its credit note');
    expect(note).toMatchObject({ kind: 'credit_note', total: 10000, original_invoice_id: invoice.id });
    expect(note.number).toMatch(new RegExp(`^RLCN/${FY}/\\d{6}$`));
    expect(note.cgst_total + note.sgst_total + note.taxable_total).toBe(10000);

    const again = await t.db.transaction((manager) =>
      t.app.get(Invoices).issueCreditNote(manager, {
        subject: { type: 'registration', ref: bookingId },
        amount: paise(10000),
        refundKey: note.refund_key!,
      }),
    );
    expect(again?.id).toBe(note.id);
    expect(await invoicesOf(bookingId)).toHaveLength(2);
    expect(note.refund_key).toBe('refund-41');

    await expect(t.db.query('UPDATE invoices SET total = 0 WHERE id = $1', [note.id])).rejects.toThrow(
      /cannot be changed/,
    );
    await expect(t.db.query('DELETE FROM invoices WHERE id = $1', [note.id])).rejects.toThrow(/cannot be changed/);
  });

  it("lets staff list and download a booking's documents and the owner export the month as GSTR-1 CSV", async () => {
    const { bookingId } = await payBooking('Pune 411045', { buyerGstin: SCHOOL_GSTIN });
    await t.http().get(`/api/admin/invoices?ref=${bookingId}`).expect(401);
    const admin = await signInAsAdmin(t);
    const list = await admin.get(`/api/admin/invoices?ref=${bookingId}`).expect(200);
    expect(list.body).toEqual([
      expect.objectContaining({
        kind: 'invoice',
        total: 34900,
        pdfUrl: expect.stringMatching(/^\/api\/admin\/invoices\/\d+\/pdf$/),
      }),
    ]);
    const pdf = await admin
      .get(list.body[0].pdfUrl)
      .buffer(true)
      .parse(binary as never)
      .expect(200);
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');

    const month = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Kolkata',
      year: 'numeric',
      month: '2-digit',
    }).format(new Date());
    const csv = await admin.get(`/api/admin/invoices/export?month=${month}`).expect(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    // The one CSV writer (common/csv.ts): a byte-order mark, lines ending in \r\n.
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Document type,Document number,Document date,Original invoice number,Booking or order,GSTIN of recipient,Receiver name,Place of supply,Supply type,GSTR-1 section,Reverse charge,Document value,HSN/SAC,Description,Quantity,Rate,Taxable value,Integrated tax,Central tax,State/UT tax,Cess,Edition,Phone,Paid (INR),Refunded (INR),Net (INR)',
    );
    const row = lines.find((line) => line.includes(bookingId))!;
    expect(row).toContain(`${SCHOOL_GSTIN},Asha Rao (DPS Pune),27-Maharashtra,Intra-State,B2B,N,349.00,999293,`);
    // Then the booking's edition, the phone as text a spreadsheet keeps, paid, refunded and net.
    expect(row).toMatch(
      new RegExp(
        `,18\\.00,295\\.76,0\\.00,26\\.62,26\\.62,0\\.00,${FIRST_EDITION.name},\\+91 \\d{5} \\d{5},349\\.00,0\\.00,349\\.00$`,
      ),
    );
    const creditNote = lines.find((line) => line.startsWith('Credit note,RLCN/'))!;
    expect(creditNote).toMatch(/,0\.00,(\d+\.\d{2}),-\1$/);

    await admin.get('/api/admin/invoices/export?month=2026-13').expect(400);
  });
});

/** supertest parser that keeps a binary body as a Buffer. */
function binary(res: NodeJS.ReadableStream, done: (err: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}
