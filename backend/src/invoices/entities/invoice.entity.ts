import type { Paise } from '@robo/domain';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { IntColumn, PaiseColumn } from '../../common/columns.js';
import type { InvoiceLine } from '../invoice-lines.js';

export type InvoiceKind = 'invoice' | 'credit_note';
export type InvoiceSubjectType = 'registration' | 'order';

export interface InvoiceParty {
  name: string;
  address: string | null;
  gstin: string | null;
  stateCode: string | null;
  email?: string | null;
  phone?: string | null;
}

/** An issued GST tax invoice or credit note; never changed once written (a trigger refuses it). */
@Entity('invoices')
export class Invoice {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'text' }) kind: InvoiceKind;
  /** 'RL/2026-27/000123'. */
  @Column({ type: 'text', unique: true }) number: string;
  @Column({ name: 'financial_year', type: 'text' }) financialYear: string;
  @IntColumn() sequence: number;
  @Column({ name: 'subject_type', type: 'text' }) subjectType: InvoiceSubjectType;
  @IntColumn({ name: 'subject_id' }) subjectId: number;
  /** The booking id or order id the buyer knows. */
  @Column({ name: 'subject_ref', type: 'text' }) subjectRef: string;
  @Column({ name: 'original_invoice_id', type: 'integer', nullable: true }) originalInvoiceId: number | null;
  @Column({ name: 'refund_key', type: 'text', nullable: true }) refundKey: string | null;
  @Column({ name: 'payment_id', type: 'text', nullable: true }) paymentId: string | null;
  @Column({ name: 'issued_at', type: 'timestamptz', default: () => 'now()' }) issuedAt: Date;
  @Column({ type: 'jsonb' }) seller: InvoiceParty;
  @Column({ type: 'jsonb' }) buyer: InvoiceParty;
  /** GST state code of the place of supply. */
  @Column({ name: 'place_of_supply', type: 'text' }) placeOfSupply: string;
  @Column({ type: 'jsonb' }) lines: InvoiceLine[];
  @PaiseColumn({ name: 'taxable_total' }) taxableTotal: Paise;
  @PaiseColumn({ name: 'cgst_total' }) cgstTotal: Paise;
  @PaiseColumn({ name: 'sgst_total' }) sgstTotal: Paise;
  @PaiseColumn({ name: 'igst_total' }) igstTotal: Paise;
  @PaiseColumn() total: Paise;
}
