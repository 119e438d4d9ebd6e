import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** An order of the built-in payment sandbox, kept in Razorpay's terms. */
@Entity('sandbox_orders')
export class SandboxOrder {
  @PrimaryColumn({ type: 'text' }) id: string;
  @Column({ type: 'integer' }) amount: number;
  @Column({ type: 'text' }) currency: string;
  @Column({ type: 'text', nullable: true }) receipt: string | null;
  @Column({ type: 'jsonb', default: () => "'{}'" }) notes: Record<string, string>;
  /** created | attempted | paid */
  @Column({ type: 'text', default: 'created' }) status: string;
  @Column({ name: 'payment_id', type: 'text', nullable: true }) paymentId: string | null;
  @Column({ type: 'jsonb', default: () => "'[]'" }) refunds: Array<{
    id: string;
    amount: number;
    receipt: string | null;
    createdAt: number;
  }>;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
