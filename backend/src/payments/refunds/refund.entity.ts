import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type RefundStatus = 'pending' | 'processed' | 'failed';
export type RefundSubjectType = 'registration' | 'order';

/** One refund asked for (README.md); written with SQL by RefundsService. */
@Entity('refunds')
export class Refund {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: string;
  @Column({ name: 'subject_type', type: 'text' }) subjectType: RefundSubjectType;
  @Column({ name: 'subject_id', type: 'text' }) subjectId: string;
  @Column({ name: 'payment_id', type: 'text' }) paymentId: string;
  @Column({ name: 'amount_paise', type: 'integer' }) amountPaise: number;
  @Column({ type: 'text' }) reason: string;
  @Column({ name: 'requested_by', type: 'text' }) requestedBy: string;
  /** The staff member who asked and their role then; null for the system's refunds. */
  @Column({ name: 'staff_id', type: 'integer', nullable: true }) staffId: number | null;
  @Column({ name: 'staff_role', type: 'text', nullable: true }) staffRole: string | null;
  @Column({ type: 'text', unique: true }) key: string;
  @Column({ type: 'text', default: 'pending' }) status: RefundStatus;
  @Column({ name: 'gateway_refund_id', type: 'text', nullable: true, unique: true }) gatewayRefundId: string | null;
  @Column({ type: 'text', nullable: true }) failure: string | null;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' }) updatedAt: Date;
  @Column({ name: 'processed_at', type: 'timestamptz', nullable: true }) processedAt: Date | null;
  /** The first time the gateway did not answer this refund (it stays pending and is asked again). */
  @Column({ name: 'timed_out_at', type: 'timestamptz', nullable: true }) timedOutAt: Date | null;
  @Column({ type: 'text', nullable: true }) timeout: string | null;
}
