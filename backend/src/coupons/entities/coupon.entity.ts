import type { Paise } from '@robo/domain';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn, PaiseColumn, UpdatedAt } from '../../common/columns.js';

@Entity('coupons')
export class Coupon {
  @PrimaryGeneratedColumn() id: number;
  /** Stored uppercased. */
  @Column({ type: 'text', unique: true }) code: string;
  /** Flat discount in paise. */
  @PaiseColumn({ name: 'discount_amount' }) discountAmount: Paise;
  @IntColumn({ name: 'usage_limit', default: 1 }) usageLimit: number;
  /** Uses spent by captured payments, at most usage_limit (holds spend none). */
  @IntColumn({ name: 'used_count', default: 0 }) usedCount: number;
  @Column({ name: 'is_active', type: 'boolean', default: true }) isActive: boolean;
  @CreatedAt() createdAt: Date;
  @UpdatedAt() updatedAt: Date;
}
