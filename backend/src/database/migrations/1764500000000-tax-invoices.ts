import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * GST tax invoices and credit notes (backend/src/invoices/README.md): one series per kind and
 * financial year, numbered from a counter row so numbers never repeat or skip; each product's
 * HSN code; the buyer's optional GSTIN on bookings and orders.
 */
export class TaxInvoices1764500000000 implements MigrationInterface {
  name = 'TaxInvoices1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE invoice_counters (
        kind text NOT NULL CHECK (kind IN ('invoice', 'credit_note')),
        financial_year text NOT NULL CHECK (financial_year ~ '^\\d{4}-\\d{2}$'),
        value integer NOT NULL CHECK (value >= 1),
        PRIMARY KEY (kind, financial_year)
      )`);
    await q.query(`
      CREATE TABLE invoices (
        id serial PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('invoice', 'credit_note')),
        number text NOT NULL UNIQUE,
        financial_year text NOT NULL,
        sequence integer NOT NULL CHECK (sequence >= 1),
        subject_type text NOT NULL CHECK (subject_type IN ('registration', 'order')),
        subject_id integer NOT NULL,
        subject_ref text NOT NULL,
        original_invoice_id integer REFERENCES invoices(id) ON DELETE RESTRICT,
        refund_key text,
        payment_id text,
        issued_at timestamptz NOT NULL DEFAULT now(),
        seller jsonb NOT NULL,
        buyer jsonb NOT NULL,
        place_of_supply text NOT NULL,
        lines jsonb NOT NULL,
        taxable_total integer NOT NULL,
        cgst_total integer NOT NULL,
        sgst_total integer NOT NULL,
        igst_total integer NOT NULL,
        total integer NOT NULL CHECK (total >= 0),
        UNIQUE (kind, financial_year, sequence),
        CHECK ((kind = 'invoice') = (original_invoice_id IS NULL)),
        CHECK ((kind = 'credit_note') = (refund_key IS NOT NULL)),
        CHECK (taxable_total + cgst_total + sgst_total + igst_total = total)
      )`);
    await q.query(
      `CREATE UNIQUE INDEX invoices_one_per_subject ON invoices (subject_type, subject_id) WHERE kind = 'invoice'`,
    );
    await q.query(
      `CREATE UNIQUE INDEX credit_notes_one_per_refund ON invoices (refund_key) WHERE kind = 'credit_note'`,
    );
    await q.query(`CREATE INDEX invoices_issued_at_idx ON invoices (issued_at)`);
    await q.query(`CREATE INDEX invoices_subject_ref_idx ON invoices (subject_ref)`);
    // Issued documents are never rewritten (a refund is a credit note, not an edit).
    await q.query(`
      CREATE FUNCTION invoices_are_final() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'invoices and credit notes cannot be changed or deleted'; END $$`);
    await q.query(
      `CREATE TRIGGER invoices_final BEFORE UPDATE OR DELETE ON invoices FOR EACH ROW EXECUTE FUNCTION invoices_are_final()`,
    );
    await q.query(
      `ALTER TABLE products ADD COLUMN hsn_code text NOT NULL DEFAULT '9023' CHECK (hsn_code ~ '^(\\d{4}|\\d{6}|\\d{8})$')`,
    );
    await q.query(`ALTER TABLE registrations ADD COLUMN buyer_gstin text`);
    await q.query(`ALTER TABLE orders ADD COLUMN buyer_gstin text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders DROP COLUMN buyer_gstin`);
    await q.query(`ALTER TABLE registrations DROP COLUMN buyer_gstin`);
    await q.query(`ALTER TABLE products DROP COLUMN hsn_code`);
    await q.query(`DROP TABLE invoices`);
    await q.query(`DROP FUNCTION invoices_are_final()`);
    await q.query(`DROP TABLE invoice_counters`);
  }
}
