import type { Paise } from '@robo/domain';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { PaiseColumn } from '../../common/columns.js';

/** Written when a payment that used the coupon is confirmed. */
@Entity('coupon_usages')
export class CouponUsage {
  @PrimaryGeneratedColumn() id: number;
  @Column({ name: 'coupon_id', type: 'integer', nullable: true }) couponId: number | null;
  @Column({ name: 'coupon_code', type: 'text' }) couponCode: string;
  @Column({ type: 'text' }) email: string;
  @PaiseColumn({ name: 'amount_before' }) amountBefore: Paise;
  @PaiseColumn({ name: 'amount_after' }) amountAfter: Paise;
  @Column({ name: 'registration_id', type: 'integer', nullable: true, unique: true }) registrationId: number | null;
  @Column({ name: 'used_at', type: 'timestamptz', default: () => 'now()' }) usedAt: Date;
  /** Captured after the coupon's last use went (the hold was quoted before): honoured, not counted in used_count. */
  @Column({ name: 'over_limit', type: 'boolean', default: false }) overLimit: boolean;
}
