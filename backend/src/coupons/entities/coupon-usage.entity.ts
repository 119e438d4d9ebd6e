import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { IntColumn } from '../../common/columns.js';

/** Written when a payment that used the coupon is confirmed. */
@Entity('coupon_usages')
export class CouponUsage {
  @PrimaryGeneratedColumn() id: number;
  @Column({ name: 'coupon_id', type: 'integer', nullable: true }) couponId: number | null;
  @Column({ name: 'coupon_code', type: 'text' }) couponCode: string;
  @Column({ type: 'text' }) email: string;
  @IntColumn({ name: 'amount_before' }) amountBefore: number;
  @IntColumn({ name: 'amount_after' }) amountAfter: number;
  @Column({ name: 'registration_id', type: 'integer', nullable: true, unique: true }) registrationId: number | null;
  @Column({ name: 'used_at', type: 'timestamptz', default: () => 'now()' }) usedAt: Date;
}
