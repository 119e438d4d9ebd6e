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
  /** The booking's phone (null for usages recorded before per-contact limits). */
  @Column({ type: 'text', nullable: true }) phone: string | null;
  @PaiseColumn({ name: 'amount_before' }) amountBefore: Paise;
  @PaiseColumn({ name: 'amount_after' }) amountAfter: Paise;
  @Column({ name: 'registration_id', type: 'integer', nullable: true, unique: true }) registrationId: number | null;
  @Column({ name: 'used_at', type: 'timestamptz', default: () => 'now()' }) usedAt: Date;
  /** Captured after the coupon's last use went (the hold was quoted before): honoured, not counted in used_count. */
  @Column({ name: 'over_limit', type: 'boolean', default: false }) overLimit: boolean;
  /** The booking was cancelled and its use went back: no longer counted against the contact. */
  @Column({ name: 'given_back', type: 'boolean', default: false }) givenBack: boolean;
}
