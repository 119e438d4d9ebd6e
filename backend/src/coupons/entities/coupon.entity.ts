import type { CouponKind, GradeGroup, Paise } from '@robo/domain';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn, PaiseColumn, UpdatedAt } from '../../common/columns.js';

@Entity('coupons')
export class Coupon {
  @PrimaryGeneratedColumn() id: number;
  /** Stored uppercased. */
  @Column({ type: 'text', unique: true }) code: string;
  /** `flat` takes `discountAmount` paise off; `percent` takes `percentOff` percent (README.md). */
  @Column({ type: 'text', default: 'flat' }) kind: CouponKind;
  /** Flat discount in paise; 0 for a percent coupon. */
  @PaiseColumn({ name: 'discount_amount' }) discountAmount: Paise;
  @IntColumn({ name: 'percent_off', nullable: true }) percentOff: number | null;
  @Column({ name: 'valid_from', type: 'timestamptz', nullable: true }) validFrom: Date | null;
  @Column({ name: 'valid_until', type: 'timestamptz', nullable: true }) validUntil: Date | null;
  /** Null: every venue. */
  @IntColumn({ name: 'edition_id', nullable: true }) editionId: number | null;
  @Column({ name: 'venue_ids', type: 'integer', array: true, nullable: true }) venueIds: number[] | null;
  /** Null: every grade group. */
  @Column({ name: 'grade_groups', type: 'text', array: true, nullable: true }) gradeGroups: GradeGroup[] | null;
  @Column({ name: 'applies_to_tickets', type: 'boolean', default: true }) appliesToTickets: boolean;
  @Column({ name: 'applies_to_kits', type: 'boolean', default: true }) appliesToKits: boolean;
  /** Uses per phone or e-mail; null: unlimited. */
  @IntColumn({ name: 'per_contact_limit', nullable: true }) perContactLimit: number | null;
  @PaiseColumn({ name: 'min_amount_paise', default: 0 }) minAmountPaise: Paise;
  @IntColumn({ name: 'usage_limit', default: 1 }) usageLimit: number;
  /** Uses spent by captured payments, at most usage_limit (holds spend none). */
  @IntColumn({ name: 'used_count', default: 0 }) usedCount: number;
  @Column({ name: 'is_active', type: 'boolean', default: true }) isActive: boolean;
  @CreatedAt() createdAt: Date;
  @UpdatedAt() updatedAt: Date;
}
