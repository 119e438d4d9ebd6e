import type { StockMovementReason } from '@robo/domain';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn } from '../../common/columns.js';

/** One line of a product's stock history (backend/src/catalog/README.md, "Stock"); written by StockService only. */
@Entity('stock_movements')
export class StockMovementRow {
  @PrimaryGeneratedColumn() id: number;
  @Column({ name: 'product_id', type: 'text' }) productId: string;
  /** Change of the units available to sell (products.inventory). */
  @IntColumn() delta: number;
  @Column({ type: 'text' }) reason: StockMovementReason;
  @Column({ type: 'text', nullable: true }) note: string | null;
  /** The order that moved the stock, for the store's own lines. */
  @Column({ name: 'order_id', type: 'text', nullable: true }) orderId: string | null;
  @IntColumn({ name: 'staff_id', nullable: true }) staffId: number | null;
  /** A staff name, or "system". */
  @Column({ type: 'text' }) actor: string;
  @IntColumn({ name: 'available_after' }) availableAfter: number;
  @IntColumn({ name: 'on_hand_after' }) onHandAfter: number;
  @CreatedAt() createdAt: Date;
}
