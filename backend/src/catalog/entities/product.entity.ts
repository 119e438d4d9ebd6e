import type { Rupees } from '@robo/domain';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { CreatedAt, IntColumn, RupeesColumn, UpdatedAt } from '../../common/columns.js';

@Entity('products')
export class Product {
  @PrimaryColumn({ type: 'text' }) id: string;
  @Column({ type: 'text' }) name: string;
  @Column({ name: 'short_name', type: 'text', nullable: true }) shortName: string | null;
  @Column({ type: 'text', unique: true }) slug: string;
  @Column({ type: 'text' }) category: string;
  @Column({ type: 'text', default: 'RoboLeague' }) brand: string;
  /** Whole rupees, as the admin payload gives them; converted to paise when an order is priced. */
  @RupeesColumn() price: Rupees;
  @RupeesColumn() mrp: Rupees;
  @Column({ name: 'tax_included', type: 'boolean', default: true }) taxIncluded: boolean;
  /** Printed on tax invoices (backend/src/invoices). */
  @Column({ name: 'hsn_code', type: 'text', default: '9023' }) hsnCode: string;
  @Column({ type: 'text', unique: true }) sku: string;
  @IntColumn({ default: 0 }) inventory: number;
  /** Units held by pending orders, already taken out of inventory: kept by a trigger, never written here. */
  @IntColumn({ name: 'held_units', default: 0 }) heldUnits?: number;
  @IntColumn({ name: 'low_stock_threshold', default: 10 }) lowStockThreshold: number;
  @Column({ type: 'text', array: true, default: () => "'{}'" }) images: string[];
  @Column({ type: 'text', nullable: true }) thumbnail: string | null;
  @Column({ type: 'text', default: '' }) summary: string;
  @Column({ name: 'description_html', type: 'text', default: '' }) descriptionHtml: string;
  @Column({ type: 'text', array: true, default: () => "'{}'" }) features: string[];
  @Column({ name: 'box_contents', type: 'text', array: true, default: () => "'{}'" }) boxContents: string[];
  @Column({ type: 'jsonb', default: () => "'{}'" }) specifications: Record<string, string>;
  @Column({ name: 'age_range', type: 'text', default: '' }) ageRange: string;
  @Column({ type: 'text', default: '' }) shipping: string;
  @Column({ type: 'text', default: '' }) warranty: string;
  @Column({ name: 'return_policy', type: 'text', default: '' }) returnPolicy: string;
  @Column({ type: 'text', array: true, default: () => "'{}'" }) tags: string[];
  @Column({ name: 'cta_label', type: 'text', default: 'Buy Now' }) ctaLabel: string;
  @Column({ name: 'whatsapp_help_text', type: 'text', nullable: true }) whatsappHelpText: string | null;
  @Column({ name: 'is_active', type: 'boolean', default: true }) isActive: boolean;
  @CreatedAt() createdAt: Date;
  @UpdatedAt() updatedAt: Date;
}
